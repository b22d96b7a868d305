#!/usr/bin/env bash
# Static checks of what deploy/ describes (docs/decisions/0071): .ci/run calls this after the tests.
# Installs from Debian what it needs when missing (nginx, prometheus for promtool, docker-compose,
# python3-yaml), as .ci/run does for chromium. No container runs: the image and the cluster are
# checked as files.
#   1. deploy/nginx.conf: nginx -t, with the compose host names and paths rewritten for this machine
#   2. deploy/compose.yaml: docker-compose config (with placeholder secrets)
#   3. deploy/k8s and compose: scripts/deploy/check-manifests.py (kubeconform is not in Debian)
#   4. deploy/prometheus: promtool check rules, promtool test rules; the Grafana dashboard's queries
#   5. Dockerfile: the stages, the non-root user, the HEALTHCHECK and what the runtime copies
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
command -v promtool >/dev/null 2>&1 || need+=(prometheus)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
/usr/bin/python3 -c "import yaml" >/dev/null 2>&1 || need+=(python3-yaml)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian's ${need[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== nginx -t (deploy/nginx.conf)"
mkdir -p "$work/nginx/client"
# The same rewrite as scripts/cluster/: upstream hosts to loopback ports, paths into a temp folder.
sed -e "s#server app\([0-9]*\):3000#server 127.0.0.1:300\1#" \
  -e "s#/var/cache/nginx/yolda#$work/nginx/cache#" \
  -e "s#/srv/yolda/client#$work/nginx/client#" \
  -e "s#pid /tmp/nginx.pid#pid $work/nginx/nginx.pid#" \
  -e "s|# temp paths: defaults|client_body_temp_path $work/nginx/body; proxy_temp_path $work/nginx/proxy; fastcgi_temp_path $work/nginx/fastcgi; uwsgi_temp_path $work/nginx/uwsgi; scgi_temp_path $work/nginx/scgi;|" \
  deploy/nginx.conf >"$work/nginx/nginx.conf"
"$NGINX" -t -q -p "$work/nginx" -c "$work/nginx/nginx.conf"
echo "ok"

echo "== docker-compose config (deploy/compose.yaml)"
env POSTGRES_PASSWORD=check SESSION_SECRET=check-session-secret-of-32-characters METRICS_TOKEN=check-metrics-token-0123456789 \
  MINIO_ROOT_PASSWORD=check PUBLIC_URL=https://yolda.example PAYMENT_GATE_URL=https://bank.example/gate \
  PAYMENT_API_URL=https://bank.example/api PAYMENT_CLIENT_ID=1 PAYMENT_STORE_KEY=k PAYMENT_API_USER=u PAYMENT_API_PASSWORD=p \
  docker-compose -p yolda -f deploy/compose.yaml config -q
# Without the secrets it must refuse, naming one.
if env -u POSTGRES_PASSWORD docker-compose -p yolda -f deploy/compose.yaml config -q >"$work/compose.out" 2>&1; then
  echo "compose.yaml accepted a configuration without its secrets" >&2
  exit 1
fi
grep -q "set POSTGRES_PASSWORD\|Missing mandatory value" "$work/compose.out"
echo "ok"

echo "== manifests (deploy/k8s, deploy/compose.yaml)"
/usr/bin/python3 scripts/deploy/check-manifests.py

echo "== promtool (deploy/prometheus)"
promtool check rules deploy/prometheus/alerts.yaml
(cd deploy/prometheus && promtool test rules alerts.test.yaml)
# The dashboard's queries, checked as recording rules.
/usr/bin/python3 - deploy/grafana/yolda.json "$work/dashboard-rules.yaml" <<'PY'
import json, sys, yaml
dash = json.load(open(sys.argv[1]))
rules = [{"record": f"dashboard:panel{p['id']}:{t['refId']}", "expr": t["expr"]} for p in dash["panels"] for t in p["targets"]]
yaml.safe_dump({"groups": [{"name": "dashboard", "rules": rules}]}, open(sys.argv[2], "w"))
print(f"{len(rules)} dashboard queries in {len(dash['panels'])} panels")
PY
promtool check rules "$work/dashboard-rules.yaml" >/dev/null
echo "ok"

echo "== Dockerfile"
fail=0
expect() { grep -Eq "$1" Dockerfile || { echo "Dockerfile lacks: $2" >&2; fail=1; }; }
expect '^ARG NODE_IMAGE=node:24' "the Node image as a build argument (Node 24)"
expect '^FROM \$\{NODE_IMAGE\} AS build' "a build stage"
expect '^FROM \$\{NODE_IMAGE\} AS runtime' "a runtime stage"
expect 'npm ci --omit=dev' "production dependencies only"
expect '^USER node' "a non-root user"
expect '^HEALTHCHECK .*' "a HEALTHCHECK"
expect '/healthz' "the health check on /healthz"
expect '^STOPSIGNAL SIGTERM' "SIGTERM as the stop signal"
expect 'COPY drizzle ' "the migrations"
expect '^COPY server/index.ts server/migrate.ts server/pglite-worker.ts ' "the entry point, the migration one-shot (compose, the Job) and the embedded database's thread"
expect 'COPY --from=build /src/build ' "the built site"
expect '^CMD \["node", ("--[a-z0-9=-]+", )*"server/index.ts"\]' "node as PID 1 in exec form (signals reach it)"
runtime=$(sed -n '/ AS runtime$/,$p' Dockerfile)
if grep -Eq '^COPY (\. |--from=build /src )' <<<"$runtime"; then
  echo "Dockerfile: the runtime must copy the build and migrations only, not the sources" >&2
  fail=1
fi
for path in $(sed -n 's/^COPY \([^-].*\) [^ ]*$/\1/p' <<<"$runtime" | tr ' ' '\n' | grep -v '^package'); do
  [ -e "$path" ] || { echo "Dockerfile copies $path, which does not exist" >&2; fail=1; }
done
[ "$fail" = 0 ] && echo "ok"
exit "$fail"
