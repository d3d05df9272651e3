"""A real MCP server for the tests, written with the SDK (`MCPServer`, formerly FastMCP).

    python mcp_support.py stdio | http PORT | sse PORT | crash | hang

Tools: add, read_file (same name as the built-in, to show MCP overrides it, T6), delete_note
(configured to need approval), die (ends the process), and <transport>_info (pid + transport).
"""

from __future__ import annotations

import os
import socket
import sys
import time

from mcp.server.mcpserver import MCPServer


def make_server(transport: str) -> MCPServer:
    server = MCPServer(f"jarvis-test-{transport}")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two whole numbers."""
        return a + b

    @server.tool()
    def read_file(path: str) -> str:
        """Read a note from the MCP server's own store."""
        return f"mcp read {path}"

    @server.tool()
    def delete_note(name: str) -> str:
        """Delete a note (configured to need approval)."""
        return f"deleted {name}"

    @server.tool()
    def die() -> str:
        """End the server process at once (to test reconnecting)."""
        os._exit(3)

    def info() -> str:
        return f"{transport} server pid {os.getpid()}"

    server.tool(name=f"{transport}_info", description=f"Which {transport} server answers.")(info)
    return server


def main(argv: list[str]) -> None:
    mode = argv[0]
    if mode == "crash":
        raise SystemExit("boom: MCP_TEST_TOKEN is not set")
    if mode == "hang":
        time.sleep(3600)  # never speaks: the client's connect timeout must end it
    server = make_server(mode)
    if mode == "stdio":
        server.run()
    else:
        server.run(
            mode if mode == "sse" else "streamable-http", host="127.0.0.1", port=int(argv[1])
        )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_port(port: int, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise TimeoutError(f"nothing listens on port {port} after {timeout_s} s")


if __name__ == "__main__":
    main(sys.argv[1:])
