#!/bin/sh
# Runs in the nginx image before nginx starts: writes the browser's /config.json (remotes, frame
# parents, the operator's texts and brand, the step bar's Previous path, the Maps script's address) and the security
# headers (CSP frame-ancestors from FRAME_PARENT_ORIGINS, remote and Maps origins allowed for scripts).
set -eu

html="${SHELL_HTML_DIR:-/usr/share/nginx/html}"
headers="${SECURITY_HEADERS_FILE:-/etc/nginx/security-headers.conf}"
checkout_conf="${SANDBOX_CHECKOUT_FILE:-/etc/nginx/sandbox-checkout.conf}"
origin_of() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#'; }

# Each FRAME_PARENT_ORIGINS entry must be a bare origin (it becomes CSP frame-ancestors and a
# postMessage target): anything else stops the container with a message, as the Node server does.
set -f # no glob: '*' is an entry to refuse, not a file list
for entry in $(printf '%s' "${FRAME_PARENT_ORIGINS:-}" | tr ',' ' '); do
  if ! printf '%s' "$entry" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$'; then
    echo "FRAME_PARENT_ORIGINS: \"$entry\" is not an origin. Give scheme://host[:port] with no path, e.g. https://operator.example." >&2
    exit 1
  fi
done
set +f

# GOOGLE_MAPS_SCRIPT_URL: where the browser loads the Maps script (Google's by default). The rule,
# the messages and the CSP sources are shell/server/maps-script.ts's (a test compares the two).
maps_default=https://maps.googleapis.com/maps/api/js
maps_raw="${GOOGLE_MAPS_SCRIPT_URL:-}"
maps_script=$(printf '%s' "$maps_raw" | awk 'BEGIN { RS = "\001" } { gsub(/^[[:space:]]+|[[:space:]]+$/, ""); printf "%s", $0 }')
if [ -z "$maps_script" ]; then
  maps_script=$maps_default
else
  case "$maps_script" in
    *@*)
      echo 'GOOGLE_MAPS_SCRIPT_URL must not carry a user name or password (the value is not shown).' >&2
      exit 1 ;;
  esac
  maps_port=$(printf '%s' "$maps_script" | sed -n -E 's#^https?://[^/:]+:([0-9]+).*#\1#p')
  if [ "$(printf '%s' "$maps_script" | wc -l)" -ne 0 ] || [ "${maps_port:-0}" -gt 65535 ] \
    || ! printf '%s\n' "$maps_script" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$'; then
    echo "GOOGLE_MAPS_SCRIPT_URL=\"$maps_raw\" is not the address of a script: give http(s)://host[:port]/path with no query or fragment (e.g. $maps_default)." >&2
    exit 1
  fi
fi
# Its origin as a browser writes it: lower case, no default port, no leading zeros in the port.
maps_origin=$(printf '%s' "$maps_script" | sed -E 's#^(https?://[^/]+).*#\1#' | tr 'A-Z' 'a-z' \
  | sed -E -e 's#:0+([0-9])#:\1#' -e 's#^(https://[^:]+):443$#\1#' -e 's#^(http://[^:]+):80$#\1#')
if [ "$maps_origin" = https://maps.googleapis.com ]; then
  maps_connect="$maps_origin https://places.googleapis.com https://routes.googleapis.com"
  maps_img="https://maps.gstatic.com $maps_origin https://*.ggpht.com"
  maps_style=" https://fonts.googleapis.com"
  maps_font=" https://fonts.gstatic.com"
else
  # Any other address (a stand-in, a mirror) serves everything from its own origin.
  maps_connect=$maps_origin
  maps_img=$maps_origin
  maps_style=""
  maps_font=""
fi

search="${REMOTE_SEARCH_URL:-http://localhost:3001/mf-manifest.json}"
quote="${REMOTE_QUOTE_URL:-http://localhost:3002/mf-manifest.json}"
checkout="${REMOTE_CHECKOUT_URL:-http://localhost:3003/mf-manifest.json}"
corporate="${REMOTE_CORPORATE_URL:-http://localhost:3004/mf-manifest.json}"

# "a, b" -> "a b" for CSP and ["a","b"] for JSON.
parents=$(printf '%s' "${FRAME_PARENT_ORIGINS:-}" | tr ',' '\n' | sed -e 's/^ *//' -e 's/ *$//' -e 's#/$##' -e '/^$/d')
parents_csp=$(printf '%s\n' "$parents" | tr '\n' ' ')
parents_json=$(printf '%s\n' "$parents" | sed -e '/^$/d' \
  | awk 'BEGIN { ORS = "" } { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 }')

# The operator's texts: jq applies shell/server/operator-texts.ts's rules (operator-texts.jq) and writes
# the JSON, so no text is pasted into it by hand. None set: null, and jq is not needed.
operator=null
if [ -n "${OPERATOR_TEXTS_FILE:-}${PRICE_INCLUDES:-}${CANCELLATION_POLICY:-}${MEETING_INSTRUCTIONS:-}${TERMS_URL:-}${PRIVACY_URL:-}" ]; then
  if ! command -v jq >/dev/null 2>&1; then
    echo "operator texts: jq is needed to write them into /config.json (the shell image installs it)." >&2
    exit 1
  fi
  file="${OPERATOR_TEXTS_FILE:-}"
  if [ -n "$file" ] && { [ ! -f "$file" ] || [ ! -r "$file" ]; }; then
    echo "OPERATOR_TEXTS_FILE: cannot read \"$file\"." >&2
    exit 1
  fi
  operator=$(jq -n -c --arg file "$file" --rawfile raw "${file:-/dev/null}" -f "${OPERATOR_TEXTS_JQ:-/etc/nginx/operator-texts.jq}")
fi

# The operator's brand: brand.jq applies shell/server/brand.ts's rules (colours' contrast included),
# else the demo's brand. Nothing set: the demo's, written here, and jq is not needed.
brand='{"logoUrl":"/brand/logo.svg","primaryColor":"#0a58ca","accentColor":"#f2b705","heroImageUrl":"/brand/hero.svg","licence":null,"trustPoints":["Booking and support 24/7","Secure card payment"]}'
if [ -n "${OPERATOR_TEXTS_FILE:-}${BRAND_LOGO_URL:-}${BRAND_PRIMARY_COLOR:-}${BRAND_ACCENT_COLOR:-}${BRAND_HERO_IMAGE_URL:-}${OPERATOR_LICENCE:-}${TRUST_POINTS:-}" ]; then
  if ! command -v jq >/dev/null 2>&1; then
    echo "brand: jq is needed to write it into /config.json (the shell image installs it)." >&2
    exit 1
  fi
  file="${OPERATOR_TEXTS_FILE:-}"
  brand=$(jq -n -c --arg file "$file" --rawfile raw "${file:-/dev/null}" -f "${BRAND_JQ:-$(dirname "${OPERATOR_TEXTS_JQ:-/etc/nginx/operator-texts.jq}")/brand.jq}")
fi
# The brand's pictures on other sites are allowed as images (the Node server's brandImageOrigins).
brand_img=$(printf '%s' "$brand" | jq -r '[.logoUrl, .heroImageUrl][] | select(startswith("/") | not) | capture("^(?<o>https?://[^/?#]+)").o | ascii_downcase' 2>/dev/null | sort -u | tr '\n' ' ' || true)

# Where the step bar's Previous goes: a path on this site, as written (SITE_PATH of
# shell/server/operator-texts.ts, which the Node server checks), default /. No quote or backslash
# passes, so it goes into the JSON as it is.
previous=/
case "${PREVIOUS_STEP_PATH:-}" in
  *[![:space:]]*)
    previous="$PREVIOUS_STEP_PATH"
    site_path="^/([]A-Za-z0-9._~:?#[@!\$&'()*+,;=%-][]A-Za-z0-9._~:/?#[@!\$&'()*+,;=%-]*)?\$"
    if [ "$(printf '%s' "$previous" | wc -l)" -ne 0 ] || ! printf '%s' "$previous" | LC_ALL=C grep -Eq "$site_path"; then
      printf 'PREVIOUS_STEP_PATH: "%s" is not a path on this site. Give a path starting with one / (e.g. /home).\n' "$previous" >&2
      exit 1
    fi
    ;;
esac

cat > "$html/config.json" <<JSON
{"remotes":{"mf_search":"$search","mf_quote":"$quote","mf_checkout":"$checkout","mf_corporate":"$corporate"},"frameParentOrigins":[$parents_json],"operator":$operator,"brand":$brand,"previousStepPath":"$previous","maps":{"scriptUrl":"$maps_script"}}
JSON

# The home page's first screen (the Node server's hintsFor and bootHeroFor): index.html with the brand's
# picture preloaded and under the loading message, as home.html, which nginx serves on the home paths.
hero=/brand/hero.svg
if command -v jq >/dev/null 2>&1; then hero=$(printf '%s' "$brand" | jq -r '.heroImageUrl // ""'); fi
# A small SVG of the site's own goes into the page as a data: address (inlinedPicture).
src=$hero
case "$hero" in
  */../*|*/..) ;;
  /*.[sS][vV][gG])
    if [ -f "$html$hero" ] && [ "$(wc -c < "$html$hero")" -le 16384 ]; then
      src="data:image/svg+xml;base64,$(base64 < "$html$hero" | tr -d '\n')"
    fi ;;
esac
rm -f "$html/home.html"
if [ -n "$hero" ] && [ -f "$html/index.html" ]; then
  escape() { printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/"/\&quot;/g'; }
  HERO=$(escape "$hero") SRC=$(escape "$src") awk '
    BEGIN { hero = ENVIRON["HERO"]; src = ENVIRON["SRC"]; head = 0; spinner = 0 }
    {
      line = $0
      if (!head && (i = index(line, "</head>"))) {
        line = substr(line, 1, i - 1) "<link rel=\"preload\" href=\"" hero "\" as=\"image\" fetchpriority=\"high\">" substr(line, i); head = 1
      }
      if (!spinner && (i = index(line, "<span class=\"boot-spinner\""))) {
        line = substr(line, 1, i - 1) "<img class=\"boot-hero\" src=\"" src "\" alt=\"\" fetchpriority=\"high\">" substr(line, i); spinner = 1
      }
      print line
    }' "$html/index.html" > "$html/home.html"
fi

# The same policy as shell/server/security-headers.ts: scripts only from here, the remotes, the Maps
# script's origin (with a key) and Stripe.js (legacy redirect path); 'unsafe-inline' for styles only
# (styled-components). The page's one inline script, its loader, by its hash: shell/server/boot-loader.ts's
# BOOT_LOADER_HASH (shell/server/__tests__/boot-loader.test.ts holds the two equal).
boot_loader_hash="'sha256-wNs5yUHaVXfc9yv4bjKoHSzsNzMyUUFvbj8GQme2JBg='"
remote_origins="$(origin_of "$search") $(origin_of "$quote") $(origin_of "$checkout") $(origin_of "$corporate")"
csp="default-src 'self'; script-src 'self' $boot_loader_hash $remote_origins $maps_origin https://js.stripe.com https://*.js.stripe.com;"
csp="$csp style-src 'self' 'unsafe-inline'$maps_style; img-src 'self' data: blob: $remote_origins $maps_img${brand_img:+ $brand_img};"
csp="$csp font-src 'self' data:$maps_font; connect-src 'self' $remote_origins $maps_connect https://api.stripe.com;"
csp="$csp frame-src https://js.stripe.com https://*.js.stripe.com https://checkout.stripe.com; frame-ancestors 'self' $parents_csp;"
csp="$csp object-src 'none'; base-uri 'self'; form-action 'self'"

cat > "$headers" <<CONF
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "geolocation=(self), camera=(), microphone=()" always;
add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;
CONF
# HSTS when the request came over TLS (X-Forwarded-Proto from the TLS end in front), or always with HSTS=on.
if [ "${HSTS:-}" = "on" ]; then
  echo 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' >> "$headers"
else
  echo 'add_header Strict-Transport-Security $hsts_header always;' >> "$headers"
fi

if [ "${SANDBOX_CHECKOUT_PROXY:-off}" = "on" ]; then
  cat > "$checkout_conf" <<CONF
if (\$api_target_safe = 0) { return 400; }
if (\$sandbox_checkout_page = 0) { return 404; }
proxy_pass ${API_BASE_URL:?API_BASE_URL is needed for SANDBOX_CHECKOUT_PROXY};
proxy_set_header Host \$proxy_host;
proxy_set_header Cookie "";
CONF
else
  echo 'return 404;' > "$checkout_conf"
fi
[ "$operator" = null ] && texts=none || texts=set
echo "shell config: remotes $remote_origins; frame parents: ${parents_csp:-none}; operator texts: $texts; maps script: $maps_script"
