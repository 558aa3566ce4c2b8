// Operators XL515 leaves alone, with no message: binary + (HIP's is a template), scalar operands, a
// member of the project's own class, a declaration without a body, and a typedef'd name.
struct acc {
  float s;
  acc &operator+=(const acc &o) { s += o.s; return *this; }
};
typedef struct { float x, y; } pair2;
inline void operator+=(pair2 &a, pair2 b) { a.x += b.x; a.y += b.y; }
struct float2_like { float x, y; };
void operator-=(float2_like &a, float2_like b);

int main() {
  acc a{1.f}, b{2.f};
  a += b;
  pair2 p{1.f, 2.f}, q{3.f, 4.f};
  p += q;
  return a.s == 3.f && p.y == 6.f ? 0 : 1;
}
