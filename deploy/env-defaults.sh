# Sourced at each container's start (POSIX sh): every NAME_DEFAULT in the environment fills NAME
# when NAME is unset or empty. docker-compose.yml writes a default that depends on another setting
# (SITE_ORIGINS on SHELL_PORT, REMOTE_SEARCH_URL on SEARCH_PORT ...) as NAME_DEFAULT, because
# docker-compose 1 cannot nest one ${...:-default} in another; the operator's own NAME still wins.
# Record: docs/decisions/running.md.
for env_default_name in $(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)_DEFAULT=.*/\1/p'); do
  eval "[ -n \"\${${env_default_name}:-}\" ] || export ${env_default_name}=\"\${${env_default_name}_DEFAULT}\""
done
unset env_default_name
