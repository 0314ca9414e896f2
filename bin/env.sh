# Sourced by bin/dev and bin/test: puts Node >= 22.12 and pnpm 10 on PATH and installs the workspace.
# A fresh machine has only Node 20 and npm, and corepack's signature check fails here, so both tools
# come from the npm registry into .tools/ (the `node` package ships the real binary for this platform).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_WANTED=24.21.0
PNPM_WANTED=10.34.9

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

export PATH="$TOOLS/node_modules/.bin:$PATH"
if ! node_is_recent || ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "10" ]; then
  echo "› installing node@$NODE_WANTED and pnpm@$PNPM_WANTED into .tools/ (system node is $(node --version 2>/dev/null || echo missing))"
  mkdir -p "$TOOLS"
  [ -f "$TOOLS/package.json" ] || echo '{"private":true}' >"$TOOLS/package.json"
  npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "node@$NODE_WANTED" "pnpm@$PNPM_WANTED" >/dev/null
  hash -r
fi
node_is_recent || { echo "Node >= 22.12 is required and could not be installed" >&2; exit 1; }

cd "$ROOT"
export ASTRO_TELEMETRY_DISABLED=1
export PATH="$ROOT/node_modules/.bin:$PATH"
# Re-install only when the lockfile changed since the last install.
stamp="node_modules/.creators-install-stamp"
lock_sum="$( (cat pnpm-lock.yaml ./*/package.json packages/*/package.json examples/*/package.json 2>/dev/null || true) | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "› pnpm install"
  if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile --reporter=append-only >/dev/null; else pnpm install --reporter=append-only >/dev/null; fi
  echo "$lock_sum" >"$stamp"
fi
