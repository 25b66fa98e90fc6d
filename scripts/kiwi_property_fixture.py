#!/usr/bin/env python3
"""Records kiwisolver's solutions of seeded random systems for LayoutEngineTests/SolverPropertyTests.

Each system: 2–6 variables; required linear constraints over 1–3 of them with small integer
coefficients, built to hold at a hidden point (equalities through it, inequalities with slack), so the
system is satisfiable; and one weak preference `x_i == target_i` per variable, each with its own weight.
With a single non-required level, Kiwi's weighted strengths and LayoutEngine's strict priorities mean
the same objective, and distinct random weights make its optimum unique, so both solvers must land on
the same values.

Writes Tests/LayoutEngineTests/Fixtures/kiwi-random-systems.json. The test reads the recorded file, so
it needs neither Python nor kiwisolver; rerun this (pip install kiwisolver) only to change the set.
"""
import json
import os
import random

import kiwisolver as kiwi

SYSTEMS = 60
SEED = 20261123

def make_system(rng):
    n = rng.randint(2, 6)
    hidden = [rng.uniform(-100, 100) for _ in range(n)]
    required = []
    for _ in range(rng.randint(1, n)):
        k = rng.randint(1, min(3, n))
        chosen = rng.sample(range(n), k)
        terms = [[i, float(rng.choice([-3, -2, -1, 1, 2, 3]))] for i in chosen]
        value = sum(c * hidden[i] for i, c in terms)
        op = rng.choice(["==", "<=", ">="])
        slack = 0.0 if op == "==" else rng.uniform(0, 50)
        # expression + constant OP 0 must hold at the hidden point, with `slack` to spare.
        constant = -value - slack if op == "<=" else -value + slack if op == ">=" else -value
        required.append({"terms": terms, "constant": round(constant, 6), "op": op})
    preferences = [{"variable": i, "target": round(rng.uniform(-150, 150), 6), "weight": round(rng.uniform(1, 10), 6)}
                   for i in range(n)]
    return {"variables": n, "required": required, "preferences": preferences}

def solve(system):
    xs = [kiwi.Variable(f"x{i}") for i in range(system["variables"])]
    solver = kiwi.Solver()
    for c in system["required"]:
        expr = sum((coef * xs[i] for i, coef in c["terms"]), c["constant"])
        solver.addConstraint({"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["op"]])
    for p in system["preferences"]:
        solver.addConstraint((xs[p["variable"]] == p["target"]) | kiwi.strength.create(0, 0, p["weight"]))
    solver.updateVariables()
    return [x.value() for x in xs]

def main():
    rng = random.Random(SEED)
    systems = []
    for _ in range(SYSTEMS):
        system = make_system(rng)
        system["kiwi"] = solve(system)
        systems.append(system)
    out = os.path.join(os.path.dirname(__file__), "..", "Tests", "LayoutEngineTests", "Fixtures", "kiwi-random-systems.json")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        header = {"generator": "scripts/kiwi_property_fixture.py", "seed": SEED, "kiwisolver": kiwi.__version__}
        f.write(json.dumps(header)[:-1] + ', "systems": [\n')
        f.write(",\n".join(json.dumps(system) for system in systems))
        f.write("\n]}\n")
    print(f"wrote {len(systems)} systems to {os.path.normpath(out)}")

if __name__ == "__main__":
    main()
