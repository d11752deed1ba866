// The part of negotiator 1.x the server uses: @types/negotiator describes 0.6, which has no `preferred`.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The coding the client rates highest of `available`, ties going to the first in `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
