/** A text box of the band's pages: a 44 px target on a phone. */
export const INPUT = "min-h-11 w-full rounded-card border border-white/40 bg-transparent px-3 text-body";

/** One choice of several, each a 44 px radio button with its words beside it. */
export function RadioChoices({
  legend,
  name,
  choices,
  checked,
}: {
  legend: string;
  name: string;
  choices: readonly { value: string; label: string }[];
  checked: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{legend}</legend>
      {choices.map(({ value, label }) => (
        <label key={value} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={value === checked}
            className="size-11 shrink-0"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
