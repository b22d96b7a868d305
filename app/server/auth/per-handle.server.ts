// One instance per database handle and configuration (the app has one of each; tests make many):
// the member and the staff Better Auth instances are built once each and then reused.
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";

export function perHandle<T>(build: (db: Db, env: Env) => T): (db: Db, env: Env) => T {
  const instances = new WeakMap<Db, WeakMap<Env, T>>();
  return (db, env) => {
    let byEnv = instances.get(db);
    if (!byEnv) {
      byEnv = new WeakMap();
      instances.set(db, byEnv);
    }
    let built = byEnv.get(env);
    if (built === undefined) {
      built = build(db, env);
      byEnv.set(env, built);
    }
    return built;
  };
}
