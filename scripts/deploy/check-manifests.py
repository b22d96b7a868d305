#!/usr/bin/env python3
"""Static checks of deploy/ (scripts/check-deploy.sh runs this; no cluster or Docker needed).

kubeconform is not packaged by Debian, so the Kubernetes manifests are checked here: every
document parses, has apiVersion, kind and metadata.name, and the fields Yolda relies on are there
and agree with each other (probes on /readyz and /healthz, a preStop drain shorter than the grace
period, resources, secrets by reference only, selectors that match the pods, HPA/PDB/Service/
Ingress naming the Deployment and Service that exist, the kustomization listing files that exist).
compose.yaml is checked for the services and orderings the runbook describes (docker-compose
config checks its syntax). Exits 1 naming each problem.
"""
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEPLOY = os.path.join(ROOT, "deploy")
problems = []


def problem(where, message):
    problems.append(f"{where}: {message}")


def get(obj, path, default=None):
    for key in path.split("."):
        if not isinstance(obj, dict) or key not in obj:
            return default
        obj = obj[key]
    return obj


SECRETISH = re.compile(r"(SECRET|PASSWORD|TOKEN|STORE_KEY|ACCESS_KEY|DATABASE_URL|SMTP_URL|CLIENT_ID)")
REQUIRED = {
    ("v1", "Namespace"): [],
    ("v1", "ConfigMap"): ["data"],
    ("v1", "Service"): ["spec.selector", "spec.ports"],
    ("apps/v1", "Deployment"): ["spec.selector.matchLabels", "spec.template.spec.containers"],
    ("batch/v1", "Job"): ["spec.template.spec.containers", "spec.template.spec.restartPolicy"],
    ("autoscaling/v2", "HorizontalPodAutoscaler"): ["spec.scaleTargetRef", "spec.minReplicas", "spec.maxReplicas"],
    ("policy/v1", "PodDisruptionBudget"): ["spec.selector.matchLabels"],
    ("networking.k8s.io/v1", "Ingress"): ["spec.rules"],
}


def check_container_env(where, container, config_keys):
    for env in container.get("env", []) or []:
        name = env.get("name", "")
        if "value" in env and SECRETISH.search(name):
            problem(where, f"{name} is given as a literal value; secrets come by reference (secretKeyRef)")
        ref = get(env, "valueFrom.secretKeyRef")
        if ref is not None and (ref.get("name") != "yolda-secrets" or not ref.get("key")):
            problem(where, f"{name} must name a key of the secret yolda-secrets")
    for key in config_keys:
        if SECRETISH.search(key) and key not in ("PAYMENT_MODE",):
            problem("configmap.yaml", f"{key} looks secret; put it in yolda-secrets")


def check_k8s():
    k8s = os.path.join(DEPLOY, "k8s")
    docs = []
    for name in sorted(os.listdir(k8s)):
        if not name.endswith(".yaml") or name == "kustomization.yaml":
            continue
        with open(os.path.join(k8s, name)) as f:
            for doc in yaml.safe_load_all(f):
                if doc is None:
                    continue
                docs.append((name, doc))
                key = (doc.get("apiVersion"), doc.get("kind"))
                if not get(doc, "metadata.name"):
                    problem(name, f"{key[1]} without metadata.name")
                if key not in REQUIRED:
                    problem(name, f"unexpected apiVersion/kind {key}")
                    continue
                for path in REQUIRED[key]:
                    if get(doc, path) in (None, [], {}):
                        problem(name, f"{key[1]} {get(doc, 'metadata.name')} lacks {path}")
    with open(os.path.join(k8s, "kustomization.yaml")) as f:
        kustomization = yaml.safe_load(f)
    listed = set(kustomization.get("resources", []))
    present = {n for n in os.listdir(k8s) if n.endswith(".yaml") and n != "kustomization.yaml"}
    for missing in sorted(listed - present):
        problem("kustomization.yaml", f"lists {missing}, which does not exist")
    for unlisted in sorted(present - listed):
        problem("kustomization.yaml", f"does not list {unlisted}")

    by_kind = {}
    for name, doc in docs:
        by_kind.setdefault(doc.get("kind"), []).append((name, doc))
    config_keys = []
    for _name, doc in by_kind.get("ConfigMap", []):
        config_keys += list((doc.get("data") or {}).keys())

    deployments = by_kind.get("Deployment", [])
    if len(deployments) != 1:
        problem("k8s", f"expected one Deployment, found {len(deployments)}")
        return
    dname, dep = deployments[0]
    dep_name = get(dep, "metadata.name")
    pod_labels = get(dep, "spec.template.metadata.labels", {})
    selector = get(dep, "spec.selector.matchLabels", {})
    if any(pod_labels.get(k) != v for k, v in selector.items()):
        problem(dname, "spec.selector.matchLabels does not match the pod template's labels")
    pod = get(dep, "spec.template.spec", {})
    grace = pod.get("terminationGracePeriodSeconds", 30)
    drain_ms = int((get(by_kind.get("ConfigMap", [(None, {})])[0][1], "data", {}) or {}).get("SHUTDOWN_DRAIN_MS", "0"))
    port_names = set()
    for c in pod.get("containers", []):
        where = f"{dname} container {c.get('name')}"
        port_names |= {p.get("name") for p in c.get("ports", [])}
        if not c.get("image"):
            problem(where, "no image")
        if get(c, "readinessProbe.httpGet.path") != "/readyz":
            problem(where, "readinessProbe must GET /readyz")
        if get(c, "livenessProbe.httpGet.path") != "/healthz":
            problem(where, "livenessProbe must GET /healthz")
        for part in ("requests.cpu", "requests.memory", "limits.memory"):
            if get(c, f"resources.{part}") is None:
                problem(where, f"resources.{part} missing")
        pre_stop = get(c, "lifecycle.preStop")
        if not pre_stop:
            problem(where, "no lifecycle.preStop drain")
        else:
            command = get(pre_stop, "exec.command", [])
            sleep = int(command[-1]) if command and command[0] == "sleep" else int(get(pre_stop, "sleep.seconds", 0))
            # preStop, then the server's drain, then at most 10 s of closing (server/index.ts).
            if grace <= sleep + drain_ms / 1000 + 10:
                problem(
                    where,
                    f"terminationGracePeriodSeconds {grace} must exceed preStop {sleep} s + drain {drain_ms / 1000} s + 10 s",
                )
        if get(c, "securityContext.allowPrivilegeEscalation") is not False:
            problem(where, "allowPrivilegeEscalation must be false")
        check_container_env(where, c, config_keys)
    if get(pod, "securityContext.runAsNonRoot") is not True:
        problem(dname, "pods must run as non-root")

    for name, svc in by_kind.get("Service", []):
        sel = get(svc, "spec.selector", {})
        if any(pod_labels.get(k) != v for k, v in sel.items()):
            problem(name, "Service selector does not select the Deployment's pods")
        for p in get(svc, "spec.ports", []):
            if isinstance(p.get("targetPort"), str) and p["targetPort"] not in port_names:
                problem(name, f"targetPort {p['targetPort']} is not a container port name")
    services = {get(s, "metadata.name"): s for _n, s in by_kind.get("Service", [])}
    hpa_min = None
    for name, hpa in by_kind.get("HorizontalPodAutoscaler", []):
        ref = get(hpa, "spec.scaleTargetRef", {})
        if ref.get("kind") != "Deployment" or ref.get("name") != dep_name:
            problem(name, f"scaleTargetRef must name Deployment {dep_name}")
        hpa_min = get(hpa, "spec.minReplicas")
        if hpa_min > get(hpa, "spec.maxReplicas"):
            problem(name, "minReplicas above maxReplicas")
    for name, pdb in by_kind.get("PodDisruptionBudget", []):
        sel = get(pdb, "spec.selector.matchLabels", {})
        if any(pod_labels.get(k) != v for k, v in sel.items()):
            problem(name, "PDB selector does not select the Deployment's pods")
        min_available = get(pdb, "spec.minAvailable")
        if isinstance(min_available, int) and hpa_min is not None and min_available >= hpa_min:
            problem(name, f"minAvailable {min_available} leaves no pod to evict at minReplicas {hpa_min}")
    for name, ing in by_kind.get("Ingress", []):
        for rule in get(ing, "spec.rules", []):
            for path in get(rule, "http.paths", []):
                backend = get(path, "backend.service", {})
                svc = services.get(backend.get("name"))
                if svc is None:
                    problem(name, f"backend {backend.get('name')} is not a Service here")
                    continue
                port = get(backend, "port.name")
                if port and port not in {p.get("name") for p in get(svc, "spec.ports", [])}:
                    problem(name, f"backend port {port} is not a port of Service {backend.get('name')}")
    jobs = by_kind.get("Job", [])
    if not any("server/migrate.ts" in (c.get("command") or []) for _n, j in jobs for c in get(j, "spec.template.spec.containers", [])):
        problem("k8s", "no Job runs node server/migrate.ts")
    for name, job in jobs:
        if get(job, "spec.template.spec.restartPolicy") not in ("Never", "OnFailure"):
            problem(name, "a Job's restartPolicy must be Never or OnFailure")
        for c in get(job, "spec.template.spec.containers", []):
            check_container_env(f"{name} container {c.get('name')}", c, [])
    print(f"k8s: {len(docs)} documents in {len(present)} files checked")


def check_compose():
    with open(os.path.join(DEPLOY, "compose.yaml")) as f:
        compose = yaml.safe_load(f)
    services = compose.get("services", {})
    for needed in ("postgres", "migrate", "nginx", "minio", "mailpit"):
        if needed not in services:
            problem("compose.yaml", f"no {needed} service")
    apps = sorted(n for n in services if re.fullmatch(r"app\d+", n))
    if len(apps) < 2:
        problem("compose.yaml", "fewer than two app servers")
    with open(os.path.join(DEPLOY, "nginx.conf")) as f:
        upstream = set(re.findall(r"^\s*server (app\d+):3000", f.read(), re.M))
    if upstream != set(apps):
        problem("nginx.conf", f"upstream servers {sorted(upstream)} are not compose's app services {apps}")
    for name in apps:
        svc = services[name]
        if get(svc, "depends_on.migrate.condition") != "service_completed_successfully":
            problem("compose.yaml", f"{name} must wait for the migrate one-shot")
        drain = int(get(svc, "environment.SHUTDOWN_DRAIN_MS", "0"))
        grace = svc.get("stop_grace_period", "10s")
        seconds = int(grace.rstrip("s"))
        if seconds <= drain / 1000 + 10:
            problem("compose.yaml", f"{name}: stop_grace_period {grace} must exceed the drain + 10 s")
        if str(get(svc, "environment.TRUST_PROXY", "")) == "":
            problem("compose.yaml", f"{name}: TRUST_PROXY unset behind nginx")
        for key, value in (get(svc, "environment", {}) or {}).items():
            if SECRETISH.search(key) and isinstance(value, str) and "${" not in value:
                problem("compose.yaml", f"{name}: {key} is written in the file; take it from the environment")
    if get(services, "migrate.command") != ["node", "server/migrate.ts"]:
        problem("compose.yaml", "the migrate one-shot must run node server/migrate.ts")
    print(f"compose: {len(services)} services checked ({len(apps)} app servers)")


check_k8s()
check_compose()
for p in problems:
    print(f"PROBLEM {p}", file=sys.stderr)
sys.exit(1 if problems else 0)
