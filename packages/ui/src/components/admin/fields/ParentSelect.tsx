import { SelectField } from '../../auth/FormField/FormField';
import type { SelectFieldProps } from '../../auth/FormField/FormField';
import type { AdminOption } from '../types';

export interface ParentSelectProps extends Omit<SelectFieldProps, 'children'> {
  options: readonly AdminOption[];
  /** The first, empty entry: 'Choose a subject'. */
  placeholder: string;
}

/** The record a chapter, topic or quiz belongs to, chosen by id. */
export function ParentSelect({ options, placeholder, ...props }: ParentSelectProps) {
  return (
    <SelectField {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
