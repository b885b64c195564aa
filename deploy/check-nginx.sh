#!/bin/sh
# Renders the nginx configs the way the images do (deploy/render-nginx.sh) into a temporary folder and
# runs `nginx -t` on them. Without a local nginx it says so and succeeds: docker-compose config -q
# still checks the compose file, and CI installs nginx.
set -eu

if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx not installed: skipping the nginx config test"
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
SANDBOX_CHECKOUT_PROXY=on sh "$here/render-nginx.sh" "$work"
nginx -t -q -c "$work/nginx.conf"
echo "nginx configs (shell template, remote) are valid"
