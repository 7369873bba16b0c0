/** An area's catalogue as an app may replace it: the same keys, any string. */
export type Messages<Catalogue> = { readonly [Key in keyof Catalogue]: string };
