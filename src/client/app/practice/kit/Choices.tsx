/** A list of options answered by one choice (radio buttons: arrows move, Space picks). */
import { useId } from 'react';

export function Choices({ legend, options, value, onChange, disabled, testId }: {
  legend: string; options: readonly string[]; value: number | null; onChange: (i: number) => void; disabled?: boolean; testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="choices" data-testid={testId}>
      <legend className="choices-legend">{legend}</legend>
      {options.map((o, i) => (
        <label key={i} className={`choice${value === i ? ' is-chosen' : ''}`}>
          <input type="radio" name={name} checked={value === i} onChange={() => onChange(i)} disabled={disabled} />
          <span lang="en">{o}</span>
        </label>
      ))}
    </fieldset>
  );
}
