"""Run one function over many items on every core of this machine, or on a Ray cluster.

    results = parallel_map(play_pair, seeds)                       # processes on every core
    results = parallel_map(play_pair, seeds, workers=1)            # in this process, one after another
    results = parallel_map(play_pair, seeds, ray_address="auto")   # Ray tasks on a running cluster

`fn` must be a module-level function (it is pickled by name; a script's own function works when the script
runs its work under `if __name__ == "__main__":`, since each worker imports the script again) and each call
must depend only on its item (seed everything from the item), so the results are the same whatever the
worker count or the cluster: they come back in the items' order. Duels (duel.py) and the evaluation's
self-play (scripts/) use it.

Processes come from the standard library (concurrent.futures with the spawn start method, which behaves
the same on Linux, macOS and Windows). Ray is the optional `train` extra (`pip install .[train]`): it is
imported only when an address is given, since most players never need it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

OnResult = Callable[[int, Any], None]


def default_workers() -> int:
    """The cores this process may use (its CPU affinity where the system reports it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def parallel_map(
    fn: Callable[[T], R], items: Iterable[T], workers: int | None = None, ray_address: str | None = None,
    on_result: OnResult | None = None,
) -> list[R]:
    """`[fn(item) for item in items]`, computed in parallel: by `workers` processes (every core when None;
    1 runs here, in order), or by Ray tasks on the cluster at `ray_address` ("auto" finds a running one;
    "local" starts one inside this process). `on_result(index, result)` is called here, in the items'
    order, as each result is ready (progress reports)."""
    items = list(items)
    if ray_address:
        return _ray_map(fn, items, ray_address, on_result)
    if workers is not None and workers < 1:
        raise ValueError(f"workers must be 1 or more, not {workers}")
    count = min(workers or default_workers(), max(1, len(items)))
    if count == 1:
        results = []
        for i, item in enumerate(items):
            results.append(fn(item))
            if on_result:
                on_result(i, results[-1])
        return results
    with ProcessPoolExecutor(max_workers=count, mp_context=get_context("spawn")) as pool:
        results = []
        for i, result in enumerate(pool.map(fn, items)):
            results.append(result)
            if on_result:
                on_result(i, result)
        return results


def _ray_map(fn: Callable[[T], R], items: list[T], address: str, on_result: OnResult | None) -> list[R]:
    try:
        import ray
    except ImportError:
        raise RuntimeError(
            "Ray is not installed: install the optional extra (pip install 'scopa-desktop[train]') or drop --ray"
        ) from None
    if not ray.is_initialized():
        ray.init(address=None if address == "local" else address, log_to_driver=False)
    task = ray.remote(fn)
    refs = [task.remote(item) for item in items]
    results = []
    for i, ref in enumerate(refs):
        results.append(ray.get(ref))
        if on_result:
            on_result(i, results[-1])
    return results
