# The operator's texts for /config.json in the nginx image (no Node there), by the rules of
# shell/server/operator-texts.ts: each from its variable, else from OPERATOR_TEXTS_FILE ($raw, the
# file's text, read by shell-config.sh), checked, and printed as the `operator` JSON, or null. A wrong
# value stops here with the same message as the Node server (operator-texts-nginx.test.ts checks both).
# jq 1.6 or later.
def names: [["priceIncludes", "PRICE_INCLUDES"], ["cancellationPolicy", "CANCELLATION_POLICY"],
  ["meetingInstructions", "MEETING_INSTRUCTIONS"], ["termsUrl", "TERMS_URL"], ["privacyUrl", "PRIVACY_URL"]];
def max: 600;
def allowed: (names | map(.[0])) + ["sample", "brand"]; # brand: brand.jq reads it
def url_char: "A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-";
def site_path: "^/([" + (url_char | sub("/"; "")) + "][" + url_char + "]*)?$";
def web_address: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][" + url_char + "]*)?$";
def clean: gsub("\r\n"; "\n") | sub("^[ \t\r\n]+"; "") | sub("[ \t\r\n]+$"; "");

def problem($key; $name):
  (explode | length) as $length
  | if $length > max then "\($name): \($length) characters; at most \(max)."
    elif $key == "termsUrl" or $key == "privacyUrl" then
      if test(site_path) or test(web_address; "i") then null
      else "\($name): \"\(.)\" is not a site path or a web address. Give a path starting with one / (e.g. /terms) or an http:// or https:// address."
      end
    elif explode | any(. < 9 or (. > 10 and . < 32) or (. >= 127 and . <= 159)) then
      "\($name): contains a control character; give plain text (line breaks are fine)."
    elif test("<[A-Za-z!/?]") then "\($name): looks like HTML; give plain text, which is shown exactly as written."
    else null
    end;

def file_data:
  if $file == "" then {}
  else
    # Collected in [...]: jq 1.6's try would also catch the errors raised after it.
    ([$raw | ltrimstr("\ufeff") | try {json: fromjson} catch {}] | first) as $parsed
    | if ($parsed | has("json") | not) then error("OPERATOR_TEXTS_FILE: \"\($file)\" is not JSON.") else . end
    | $parsed.json as $data
    | (allowed | join(", ")) as $keys
    | if ($data | type) != "object" then error("OPERATOR_TEXTS_FILE: \"\($file)\" must hold one JSON object with the keys \($keys).")
      else
        ([$data | keys[] | select(. as $key | any(allowed[]; . == $key) | not)] | first) as $unknown
        | ([names[][0] | select(($data[.] | type) as $type | $type != "string" and $type != "null")] | first) as $wrong
        | if $unknown != null then error("OPERATOR_TEXTS_FILE: unknown key \"\($unknown)\"; the keys are \($keys).")
          elif $wrong != null then error("OPERATOR_TEXTS_FILE: \($wrong) must be text or null.")
          elif ($data | has("sample")) and ($data.sample | type) != "boolean" then error("OPERATOR_TEXTS_FILE: sample must be true or false.")
          else $data
          end
      end
  end;

def operator:
  file_data as $data
  | reduce names[] as [$key, $name] ({texts: {}, fromFile: false};
      ($ENV[$name] // "" | clean) as $own
      | ($data[$key] // "" | clean) as $filed
      | (if $own != "" then $own elif $filed != "" then $filed else null end) as $value
      | (if $value == null then null else $value | problem($key; if $own != "" then $name else "OPERATOR_TEXTS_FILE \($key)" end) end) as $problem
      | if $problem != null then error($problem) else . end
      | .texts[$key] = $value
      | .fromFile = (.fromFile or ($own == "" and $filed != "")))
  | if all(.texts[]; . == null) then null else .texts + {sample: (.fromFile and $data.sample == true)} end;

try operator catch ("\(.)\n" | halt_error(1))
