from xlate.cli import main

main()
