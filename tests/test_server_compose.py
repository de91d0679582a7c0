"""docs/SERVER.md's compose file and Caddyfile stay true: the YAML parses, names PostgreSQL, two or more
server processes and a proxy, every server's command is one `serve` takes (parsed by its own options),
each process is reached at its own address of the proxy, and the proxy is the one trusted. (Docker cannot
run here; `docker-compose config` and `caddy adapt` were run on them by hand: SERVER.md says so.)"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from scopa_desktop.net.serve import build_parser

DOC = Path(__file__).resolve().parent.parent / "docs" / "SERVER.md"


def _block(language: str) -> str:
    (found,) = re.findall(rf"```{language}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return found


def test_the_compose_file_runs_postgresql_two_server_processes_and_a_tls_proxy():
    compose = yaml.safe_load(_block("yaml"))
    services = compose["services"]
    assert services["db"]["image"].startswith("postgres:")
    servers = {name: service for name, service in services.items() if "serve" in service.get("command", [])}
    assert len(servers) >= 2
    proxy_address = services["proxy"]["networks"]["scopa"]["ipv4_address"]
    assert set(services["proxy"]["ports"]) >= {"443:443"}
    advertised = set()
    for service in servers.values():
        command = service["command"]
        assert command[:2] == ["scopa-desktop", "serve"]
        args = build_parser().parse_args(command[2:])  # every option is one serve has
        assert args.store.startswith("postgresql://") and "@db/" in args.store
        assert args.trusted_proxy == [proxy_address]
        advertised.add(args.advertise)
        assert service["depends_on"]["db"]["condition"] == "service_healthy"
    caddy = _block("caddyfile")
    for address in advertised:  # each process is reached at a path of the proxy that leads to it alone
        path = re.match(r"wss://scopa\.example\.org(/p/\d+)$", address).group(1)
        route = re.search(rf"handle_path {path}\* {{\s*reverse_proxy (\w+):7519", caddy)
        assert route and route.group(1) in servers
    balanced = re.search(r"handle \{\s*reverse_proxy ([\w: ]+)\{\s*lb_policy ip_hash", caddy)
    assert balanced and {host.split(":")[0] for host in balanced.group(1).split()} == set(servers)


def test_the_dockerfile_installs_the_server_with_its_postgresql_driver():
    dockerfile = _block("dockerfile")
    assert "psycopg[binary]" in dockerfile and "scopa_desktop-" in dockerfile and "USER nobody" in dockerfile
