import { SelectField } from '@study/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilterId } from './adminOptions';
import type { ParentOption } from './adminOptions';

/**
 * A list page's filter kept in the URL (`?subjectId=3`), so a filtered list can be bookmarked,
 * shared and reloaded. Returns the id (undefined: no filter) and its setter.
 */
export function useFilterParam(
  name: 'subjectId' | 'chapterId',
): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = parseFilterId(params.get(name));
  const set = useCallback(
    (id: number | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === undefined) next.delete(name);
          else next.set(name, String(id));
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}

export interface ParentFilterProps {
  label: string;
  /** The first entry, for no filter: 'All subjects'. */
  allLabel: string;
  options: readonly ParentOption[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** Shows one parent's records only (a subject's chapters, a chapter's topics or quizzes). */
export function ParentFilter({ label, allLabel, options, value, onChange }: ParentFilterProps) {
  return (
    <SelectField
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(parseFilterId(event.currentTarget.value))}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
