# shellcheck shell=bash
# Sourced by the scripts that run Chromium against the built site (e2e.sh, bench-page.sh,
# lighthouse.sh); defines:
#   site_folder        sets $site: $REVERSI_SITE, else build/site, as an absolute path; builds
#                      it (build-web.sh) if it has no index.html
#   browser_scratch    a scratch folder ($scratch) where Chromium, Mesa and npm write (HOME,
#                      XDG_*, TMPDIR, npm's cache); it goes on exit, with the server below
#   serve_site         serves $site with scripts/serve.py on a free port; sets $url
# Needs $root (the checkout).

site_folder() {
  site=${REVERSI_SITE:-$root/build/site}
  case $site in /*) ;; *) site=$PWD/$site ;; esac
  if [ ! -f "$site/index.html" ]; then bash "$root/scripts/build-web.sh" "$site"; fi
}

browser_scratch() {
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/reversi-browser.XXXXXX")
  mkdir -p "$scratch"/{home,config,cache,tmp,npm}
  export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache
  export TMPDIR=$scratch/tmp npm_config_cache=$scratch/npm
  server=
  trap browser_cleanup EXIT
}

browser_cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}

serve_site() {
  python3 "$root/scripts/serve.py" "$site" >"$scratch/server.out" 2>"$scratch/server.log" &
  server=$!
  url=
  for _ in $(seq 50); do
    url=$(sed -n 's/^serving .* at //p' "$scratch/server.out")
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "the static server did not start: $(cat "$scratch/server.log")" >&2
  return 1
}
