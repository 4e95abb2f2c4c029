# Shared by ./run and ./test (sourced): install the Debian packages Plyground needs when any is
# missing, then configure (once) and build incrementally into build/. Build output goes to stderr
# so that a command's own output stays clean.

PLYGROUND_PACKAGES=(cmake ninja-build g++ ccache pkgconf libgtest-dev libcli11-dev libboost-dev
  libseccomp-dev libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libimgui-dev fonts-wqy-microhei fonts-dejavu-core fonts-freefont-ttf fairy-stockfish stockfish
  xvfb xauth xdotool imagemagick graphviz clang libclang-rt-14-dev clang-format clang-tidy python3 python3-dev python3-numpy pybind11-dev)

plyground_install_packages() {
  local missing=() p
  for p in "${PLYGROUND_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo="sudo"
    else
      echo "Plyground needs these Debian packages: ${missing[*]}" >&2
      echo "Run as root, then try again:" >&2
      echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi
  echo "Installing Debian packages: ${missing[*]}" >&2
  $sudo apt-get update -qq >&2
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

plyground_build() {
  local dir=$1
  shift
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >&2
  fi
  cmake --build "$dir" >&2
}
