#!/bin/sh
# Renders the nginx configs the way the images do (envsubst of the shell template, the start-up
# script's headers and config.json) into a temporary folder and runs `nginx -t` on them.
# Without a local nginx it says so and succeeds: docker-compose config -q still checks the compose file.
set -eu

if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx not installed: skipping the nginx config test"
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/html" "$work/conf.d"

export API_BASE_URL="${API_BASE_URL:-http://127.0.0.1:4000}"
export API_PUBLIC_KEY="${API_PUBLIC_KEY:-sandbox-public-key}"
export API_SECRET_KEY="${API_SECRET_KEY:-sandbox-secret-key}"
export FRAME_PARENT_ORIGINS="${FRAME_PARENT_ORIGINS:-https://operator.example}"

SHELL_HTML_DIR="$work/html" SECURITY_HEADERS_FILE="$work/security-headers.conf" sh "$here/nginx/shell-config.sh"
envsubst '${API_BASE_URL} ${API_PUBLIC_KEY} ${API_SECRET_KEY}' < "$here/nginx/shell.conf.template" \
  | sed -e "s#/etc/nginx/security-headers.conf#$work/security-headers.conf#" -e "s#/usr/share/nginx/html#$work/html#" \
  > "$work/conf.d/shell.conf"
sed -e 's#listen 80;#listen 8081;#' -e "s#/usr/share/nginx/html#$work/html#" "$here/nginx/remote.conf" > "$work/conf.d/remote.conf"

cat > "$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  include $work/conf.d/*.conf;
}
CONF
nginx -t -q -c "$work/nginx.conf"
echo "nginx configs (shell template, remote) are valid"
