import type { ReactNode } from 'react';

/** One option of a {@link ChoiceGroup}. */
export interface ChoiceOption {
  id: string;
  /** The option's accessible name and visible text. */
  label: string;
  /** A picture or swatch drawn before the text (decorative: the label names the option). */
  visual?: ReactNode;
  /** A second line (a wick's price). */
  note?: string;
}

/** Options of {@link ChoiceGroup}. */
export interface ChoiceGroupOptions {
  /** Names the radios: one group per step. */
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChoose: (id: string) => void;
  /** Shown instead of the options when there are none (sizes before a container). */
  empty?: string;
  kind?: 'pill' | 'swatch' | 'card';
}

/**
 * One step of the builder: a fieldset with its legend and native radios, so arrow keys move
 * between options and screen readers announce "n of m" (labelled inputs, keyboard, ISSUE 11).
 */
export function ChoiceGroup({ name, legend, options, value, onChoose, empty, kind = 'pill' }: ChoiceGroupOptions) {
  return (
    <fieldset className="step" part="step">
      <legend className="step-legend" part="step-legend">
        {legend}
      </legend>
      {options.length === 0 && empty ? <p className="step-empty">{empty}</p> : null}
      <div className={`choices ${kind}s`}>
        {options.map((option) => (
          <label key={option.id} className={`choice ${kind}`} part="choice">
            <input type="radio" className="choice-input" name={name} value={option.id} checked={option.id === value} onChange={() => onChoose(option.id)} />
            {option.visual}
            <span className="choice-text">
              <span className="choice-label">{option.label}</span>
              {option.note ? <span className="choice-note">{option.note}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
