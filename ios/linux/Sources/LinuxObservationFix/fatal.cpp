// Linux only, for Swift 6.0.x: a stand-in for a symbol the toolchain forgot.
//
// Swift 6.0.3's libswiftObservation.so on Linux refers to
// swift::threading::fatal(char const*, ...) (mangled
// _ZN5swift9threading5fatalEPKcz) without exporting it from any library it
// links, so linking anything that uses @Observable fails with
//   undefined reference to `swift::threading::fatal(char const*, ...)'
// https://github.com/swiftlang/swift/issues/75670 (fixed after 6.0.3).
// The runtime calls it only when a lock operation fails; like the original,
// this prints the message and aborts. Remove this target once the toolchain
// in ios/tools/swift-chroot.sh is a fixed release.
#if defined(__linux__)
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace swift {
namespace threading {

[[noreturn]] void fatal(const char *format, ...) {
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::abort();
}

} // namespace threading
} // namespace swift
#endif
