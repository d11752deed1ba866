// The types of scripts/build.mjs (plain JavaScript: the server imports it before anything compiles).

/** Notes that this process serves `folder`, a build under .builds/, so that no later build deletes it. */
export function markServing(folder: string, root?: string): void;
/** Deletes the builds no one needs: all but the current, the two before it, those running servers serve, and `keep`. */
export function removeOldBuilds(root: string, keep: string | undefined): void;
