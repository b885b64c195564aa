# The operator's brand for /config.json in the nginx image (no Node there), by the rules of
# shell/server/brand.ts: each value from its variable, else OPERATOR_TEXTS_FILE's `brand` ($raw, the
# file's text, already checked by operator-texts.jq), else the demo's; checked, contrast included, and
# printed as the `brand` JSON. A wrong value stops here with the Node server's message
# (brand-nginx.test.ts checks both). jq 1.6 or later.
def names: [["logoUrl", "BRAND_LOGO_URL"], ["primaryColor", "BRAND_PRIMARY_COLOR"], ["accentColor", "BRAND_ACCENT_COLOR"],
  ["heroImageUrl", "BRAND_HERO_IMAGE_URL"], ["licence", "OPERATOR_LICENCE"], ["trustPoints", "TRUST_POINTS"]];
def defaults: {logoUrl: "/brand/logo.svg", primaryColor: "#0a58ca", accentColor: "#f2b705", heroImageUrl: "/brand/hero.svg",
  licence: null, trustPoints: ["Booking and support 24/7", "Secure card payment"]};
def white: "#ffffff";
def ink: "#1b2430";
def page: "#f4f6fa";
def url_char: "A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-";
def site_path: "^/([" + (url_char | sub("/"; "")) + "][" + url_char + "]*)?$";
def web_address: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][" + url_char + "]*)?$";
def clean: gsub("\r\n"; "\n") | sub("^[ \t\r\n]+"; "") | sub("[ \t\r\n]+$"; "");
def keys_line: names | map(.[0]) | join(", ");

def hex:
  if test("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$") then
    ascii_downcase | .[1:] | if length == 3 then explode | map([., .] | implode) | "#" + join("") else "#" + . end
  else null end;
def digit: if . >= 97 then . - 87 else . - 48 end;
def channel: . / 255 | if . <= 0.04045 then . / 12.92 else pow((. + 0.055) / 1.055; 2.4) end;
def luminance: .[1:] | explode | [range(0; 6; 2) as $i | (.[$i] | digit) * 16 + (.[$i + 1] | digit) | channel]
  | 0.2126 * .[0] + 0.7152 * .[1] + 0.0722 * .[2];
def contrast($a; $b): [($a | luminance), ($b | luminance)] | max as $hi | min as $lo | ($hi + 0.05) / ($lo + 0.05);
def ratio: "\(. * 10 | floor / 10):1";

def contrast_problems($p; $a; $n):
  contrast($p; page) as $on_primary
  | ([contrast($a; white), contrast($a; ink)] | max) as $on_accent
  | contrast($a; $p) as $pair
  | [if $on_primary < 4.5 then "\($n.primaryColor): \($p) has \($on_primary | ratio) contrast with white text and the page's background \(page); WCAG AA asks 4.5:1. Give a darker colour." else empty end,
     if $on_accent < 4.5 then "\($n.accentColor): \($a) has at most \($on_accent | ratio) contrast with white or dark text (\(ink)); WCAG AA asks 4.5:1. Give a lighter or a darker colour." else empty end,
     if $pair < 3 then "\($n.accentColor) and \($n.primaryColor): \($a) on \($p) has \($pair | ratio) contrast; the accent marks sit on the primary colour, and WCAG AA asks 3:1. Give colours further apart." else empty end];

def text_problem($name; $max):
  (explode | length) as $length
  | if $length > $max then "\($name): \($length) characters; at most \($max)."
    elif explode | any(. == 10 or . < 9 or (. > 10 and . < 32) or (. >= 127 and . <= 159)) then "\($name): give one line of plain text."
    elif test("<[A-Za-z!/?]") then "\($name): looks like HTML; give plain text, which is shown exactly as written."
    else null end;

def file_brand:
  if $file == "" then {}
  else ([$raw | ltrimstr("\ufeff") | fromjson] | first | .brand) as $brand
    | if $brand == null then {}
      elif ($brand | type) != "object" then error("OPERATOR_TEXTS_FILE brand: must be one JSON object with the keys \(keys_line).")
      else
        ([$brand | keys[] | select(. as $k | any(names[][0]; . == $k) | not)] | first) as $unknown
        | if $unknown != null then error("OPERATOR_TEXTS_FILE brand: unknown key \"\($unknown)\"; the keys are \(keys_line).") else . end
        | ([names[][0] as $k | select($brand | has($k)) | select(($brand[$k] | type) as $t
            | if $k == "trustPoints" then $t != "null" and ($t != "array" or ($brand[$k] | any(type != "string")))
              else $t != "null" and $t != "string" end) | $k] | first) as $wrong
        | if $wrong != null then error("OPERATOR_TEXTS_FILE brand.\($wrong): must be \(if $wrong == "trustPoints" then "a list of texts" else "text" end) or null.")
          else $brand end
      end
  end;

def pick($file_brand; $key; $name):
  if $key == "trustPoints" then
    ($ENV[$name] // "" | split("|") | map(clean | select(. != ""))) as $own
    | (($file_brand.trustPoints // []) | map(clean | select(. != ""))) as $filed
    | if ($own | length) > 0 then [$own, $name]
      elif ($filed | length) > 0 then [$filed, "OPERATOR_TEXTS_FILE brand.trustPoints"]
      else [null] end
  else
    ($ENV[$name] // "" | clean) as $own
    | ($file_brand[$key] // "" | clean) as $filed
    | if $own != "" then [$own, $name] elif $filed != "" then [$filed, "OPERATOR_TEXTS_FILE brand.\($key)"] else [null] end
  end;

def checked($key; $name):
  if $key == "logoUrl" or $key == "heroImageUrl" then
    if test(site_path) or test(web_address; "i") then [., null]
    else [null, "\($name): \"\(.)\" is not a site path or a web address. Give a path starting with one / (e.g. /brand/logo.svg) or an http:// or https:// address."] end
  elif $key == "primaryColor" or $key == "accentColor" then
    hex as $hex | if $hex != null then [$hex, null] else [null, "\($name): \"\(.)\" is not a colour. Give a hex colour, e.g. #0a58ca."] end
  elif $key == "licence" then [., text_problem($name; 120)]
  elif length > 6 then [null, "\($name): \(length) points; at most 6."]
  else [., (map(text_problem($name; 80)) | map(select(. != null)) | first)]
  end;

def brand:
  file_brand as $fb
  | reduce names[] as [$key, $env] ({brand: {}, names: {}, problems: []};
      pick($fb; $key; $env) as [$value, $name]
      | .names[$key] = ($name // $env)
      | if $value == null then .brand[$key] = defaults[$key]
        else ($value | checked($key; $name)) as [$good, $problem]
          | .brand[$key] = $good
          | if $problem != null then .problems += [$problem] else . end
        end)
  | if (.problems | length) == 0 then .problems = contrast_problems(.brand.primaryColor; .brand.accentColor; .names) else . end
  | if (.problems | length) > 0 then error(.problems | join("\n")) else .brand end;

try brand catch ("\(.)\n" | halt_error(1))
