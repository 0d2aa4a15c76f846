// A nested transaction, on every engine: a savepoint released when its work resolves and rolled back
// to when it rejects, leaving the enclosing transaction to go on either way.

/** Runs `work` in the savepoint `name`, through `exec`, the enclosing transaction's own statements. */
export async function inSavepoint<T>(name: string, exec: (sql: string) => unknown, work: () => Promise<T>): Promise<T> {
  await exec(`SAVEPOINT ${name}`)
  try {
    const result = await work()
    await exec(`RELEASE SAVEPOINT ${name}`)
    return result
  } catch (err) {
    await exec(`ROLLBACK TO SAVEPOINT ${name}`)
    await exec(`RELEASE SAVEPOINT ${name}`)
    throw err
  }
}
