/** The looping visual behind the normal hero: two sweeping beams in pure CSS, still under reduced motion. */
export function StageLights() {
  const beam =
    "absolute top-[-20%] h-[140%] w-1/3 origin-top bg-gradient-to-b from-accent/70 to-transparent blur-2xl motion-safe:animate-[sweep_6s_ease-in-out_infinite_alternate]";
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <div className={`${beam} left-[10%] -rotate-12`} />
      <div className={`${beam} left-[55%] rotate-12 [animation-delay:-3s]`} />
      <div className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black to-transparent" />
    </div>
  );
}
