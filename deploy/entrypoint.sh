#!/bin/sh
# Container entrypoint for every Node app of maeum. (runs under tini, see deploy/Dockerfile).
#
#   no arguments  → exec node dist/node/apps/$APP/src/main.js
#   options       → the same, with them (`--role=worker`: a service's queue processors only)
#   arguments     → exec them as given (e.g. `node scripts/migrate.mjs` for the migration Job)
#
# `exec` replaces this shell, so node receives SIGTERM from tini directly and its exit code is the
# container's.
set -eu

if [ "$#" -gt 0 ] && [ "${1#--}" = "$1" ]; then
  exec "$@"
fi

: "${APP:?APP must name the app to run (gateway, auth, billing, sessions, journal, admin, worker)}"

main="dist/node/apps/${APP}/src/main.js"
if [ ! -f "$main" ]; then
  echo "entrypoint: no app '${APP}' in this image ($main is missing)." >&2
  echo "entrypoint: apps in this image: $(cd dist/node/apps 2>/dev/null && echo *)" >&2
  exit 64
fi

# Source maps: stack traces point at the TypeScript, as under `npm start`.
exec node --enable-source-maps "$main" "$@"
