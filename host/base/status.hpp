// How a call of the host that can fail says so, in every layer (ARCHITECTURE.md, "Errors"): an
// action returns a Status, a call that makes a value a Expected<T>; both hold the reason in words a
// person can act on, and neither can be dropped unread ([[nodiscard]]).
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace plyground::host {

// Why something failed; `failure("...")` makes one, which any Status or Expected takes.
struct Failure {
  std::string reason;
};
inline Failure failure(std::string reason) {
  if (reason.empty()) reason = "failed";  // a failure always says something
  return {std::move(reason)};
}

// Done, or why not.
class [[nodiscard]] Status {
 public:
  Status() = default;                                  // done
  Status(Failure f) : reason_(std::move(f.reason)) {}  // NOLINT(google-explicit-constructor): `return failure(...)`
  bool ok() const { return reason_.empty(); }
  explicit operator bool() const { return ok(); }
  const std::string& reason() const { return reason_; }  // "" when done

 private:
  std::string reason_;
};

// A value, or why there is none.
template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : held_(std::move(value)) {}  // NOLINT(google-explicit-constructor): `return value`
  Expected(Failure f) : held_(std::move(f)) {}    // NOLINT(google-explicit-constructor): `return failure(...)`
  bool ok() const { return held_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const std::string& reason() const {  // "" when there is a value
    static const std::string none;
    return ok() ? none : std::get<1>(held_).reason;
  }
  // The value (only when ok()).
  T& operator*() { return std::get<0>(held_); }
  const T& operator*() const { return std::get<0>(held_); }
  T* operator->() { return &std::get<0>(held_); }
  const T* operator->() const { return &std::get<0>(held_); }
  T& value() { return std::get<0>(held_); }
  const T& value() const { return std::get<0>(held_); }
  // What it holds as a Status: its reason, or done.
  Status status() const { return ok() ? Status() : Status(failure(reason())); }

 private:
  std::variant<T, Failure> held_;
};

}  // namespace plyground::host
