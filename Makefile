# The two commands of README.md: `make run` and `make check`.
# Both install missing build dependencies first (Debian/Ubuntu: apt-get; Fedora: see README).

BUILDDIR      ?= _build
SANBUILDDIR   ?= _build-sanitize
MESON_OPTS    ?=
APT_PACKAGES   = meson ninja-build pkg-config gcc gettext itstool \
                 libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev \
                 librsvg2-dev libjson-glib-dev \
                 desktop-file-utils appstream flatpak-builder \
                 xvfb xauth dbus python3
SUDO          := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run check test-sanitize clean

all: build

# Installs only what is missing, so a prepared machine starts at once.
deps:
	@missing=$$(for p in $(APT_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  if command -v apt-get >/dev/null; then \
	    echo "Installing build dependencies:" $$missing; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  else \
	    echo "Missing build dependencies: $$missing (see README.md for your distribution)"; exit 1; \
	  fi; \
	fi

$(BUILDDIR)/build.ninja: | deps
	meson setup $(BUILDDIR) $(MESON_OPTS)

build: deps $(BUILDDIR)/build.ninja
	meson compile -C $(BUILDDIR)

run: build
	TRIUMPHS_DATA_DIR=$(CURDIR)/data TRIUMPHS_LOCALEDIR=$(CURDIR)/$(BUILDDIR)/po \
	GSETTINGS_SCHEMA_DIR=$(CURDIR)/$(BUILDDIR)/data \
	  $(BUILDDIR)/src/ui/triumphs

# The whole suite: a -Dwerror=true build with every test (UI tests under Xvfb), then the
# non-UI suites again under ASan/UBSan. The last line is the plain `N passed, N failed` count.
check: deps
	@rm -rf $(BUILDDIR)-check $(SANBUILDDIR)
	meson setup $(BUILDDIR)-check -Dwerror=true $(MESON_OPTS)
	meson compile -C $(BUILDDIR)-check
	meson setup $(SANBUILDDIR) -Dwerror=true -Dui=false -Db_sanitize=address,undefined \
	  -Db_lundef=false $(MESON_OPTS)
	meson compile -C $(SANBUILDDIR)
	@status=0; \
	xvfb-run -a -s '-screen 0 1600x1200x24' dbus-run-session -- \
	  meson test -C $(BUILDDIR)-check --print-errorlogs || status=1; \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
	  meson test -C $(SANBUILDDIR) --print-errorlogs || status=1; \
	python3 tests/count-results.py $(BUILDDIR)-check/meson-logs/testlog.json \
	  $(SANBUILDDIR)/meson-logs/testlog.json; \
	exit $$status

clean:
	rm -rf $(BUILDDIR) $(BUILDDIR)-check $(SANBUILDDIR)
