#!/bin/sh
# Renders the shell's and a remote's nginx configs the way the images do (the start-up script's
# headers, config.json and sandbox-checkout.conf; envsubst of the shell template; the generated list
# of API calls) into the folder $1, with nginx.conf listening on $2 (shell) and $2+1 (remote).
# Used by check-nginx.sh (nginx -t) and by the nginx proxy test (shell/server/__tests__).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
work="$1"
port="${2:-8080}"
mkdir -p "$work/html" "$work/conf.d"

export API_BASE_URL="${API_BASE_URL:-http://127.0.0.1:4000}"
export API_PUBLIC_KEY="${API_PUBLIC_KEY:-sandbox-public-key}"
export API_SECRET_KEY="${API_SECRET_KEY:-sandbox-secret-key}"
export ATTEMPTS_URL="${ATTEMPTS_URL:-http://127.0.0.1:3100}"
export FRAME_PARENT_ORIGINS="${FRAME_PARENT_ORIGINS:-https://operator.example}"

# A stand-in for the built page, with the loading screen's spinner the home page's picture goes before.
echo '<!doctype html><html><head><title>shell</title></head><body><span class="boot-spinner"></span></body></html>' > "$work/html/index.html"
SHELL_HTML_DIR="$work/html" SECURITY_HEADERS_FILE="$work/security-headers.conf" SANDBOX_CHECKOUT_FILE="$work/sandbox-checkout.conf" \
  OPERATOR_TEXTS_JQ="$here/nginx/operator-texts.jq" BRAND_JQ="$here/nginx/brand.jq" sh "$here/nginx/shell-config.sh" > /dev/null
envsubst '${API_BASE_URL} ${API_PUBLIC_KEY} ${API_SECRET_KEY} ${ATTEMPTS_URL}' < "$here/nginx/shell.conf.template" \
  | sed -e "s#/etc/nginx/security-headers.conf#$work/security-headers.conf#" -e "s#/etc/nginx/sandbox-checkout.conf#$work/sandbox-checkout.conf#" \
    -e "s#/usr/share/nginx/html#$work/html#" -e "s#listen 80;#listen 127.0.0.1:$port;#" \
  > "$work/conf.d/shell.conf"
cp "$here/nginx/api-calls.conf" "$work/conf.d/api-calls.conf"
sed -e "s#listen 80;#listen 127.0.0.1:$((port + 1));#" -e "s#/usr/share/nginx/html#$work/html#" "$here/nginx/remote.conf" > "$work/conf.d/remote.conf"

cat > "$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log warn;
daemon off;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/client_body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/conf.d/*.conf;
}
CONF
