/**
 * The part of the Standard Schema interface (https://standardschema.dev) the forms use: zod's
 * schemas carry it, so the forms run the contract's schemas without depending on zod's API.
 */
export interface FormSchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => FormSchemaResult<Output> | Promise<FormSchemaResult<Output>>;
  };
}

type FormSchemaResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly FormSchemaIssue[] };

interface FormSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** Field path → the first message at it, keyed like 'questions.0.options.1.text'; `{}` when valid. */
export type SchemaFieldErrors = Partial<Record<string, string>>;

export type SchemaCheck<Output> = { ok: true; value: Output } | { ok: false; errors: SchemaFieldErrors };

/**
 * Runs `schema` on `input` at once. Each field keeps its first issue, which the schemas order
 * from the most basic (missing) to the finest (format). `fieldOf` renames a path, for forms whose
 * fields are named apart from the request's (current_password → currentPassword).
 */
export function checkWithSchema<Output>(
  schema: FormSchema<Output>,
  input: unknown,
  fieldOf: (path: string) => string = (path) => path,
): SchemaCheck<Output> {
  const result = schema['~standard'].validate(input);
  // The contract's form schemas have no asynchronous refinements; one would be a programming error.
  if (result instanceof Promise) throw new Error('A form schema must validate synchronously');
  if (result.issues === undefined) return { ok: true, value: result.value };
  const errors: SchemaFieldErrors = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.');
    errors[fieldOf(path)] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field errors only: `{}` when the input is valid. */
export function schemaFieldErrors(
  schema: FormSchema,
  input: unknown,
  fieldOf?: (path: string) => string,
): SchemaFieldErrors {
  const result = checkWithSchema(schema, input, fieldOf);
  return result.ok ? {} : result.errors;
}
