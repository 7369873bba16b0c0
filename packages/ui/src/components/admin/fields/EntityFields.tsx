import { adminText } from '../../../i18n/adminMessages';
import { TextField } from '../../auth/FormField/FormField';
import type { TextFieldProps } from '../../auth/FormField/FormField';
import * as formStyles from '../adminForm.css';
import { CheckboxField, TextAreaField } from './AdminFields';
import type { CheckboxFieldProps, TextAreaFieldProps } from './AdminFields';

// The fields several entity forms share, labelled once; each form binds them to its values.

/** The record's description, across the whole form. */
export function DescriptionField(props: Omit<TextAreaFieldProps, 'label' | 'className'>) {
  return <TextAreaField {...props} className={formStyles.wide} label={adminText.description} />;
}

/** Whether students see the record, across the whole form. */
export function ActiveField(props: Omit<CheckboxFieldProps, 'label' | 'hint' | 'className'>) {
  return (
    <CheckboxField {...props} className={formStyles.wide} label={adminText.isActive} hint={adminText.isActiveHint} />
  );
}

/** A chapter's or topic's place among its siblings, from 1. */
export function OrderField(props: Omit<TextFieldProps, 'label' | 'type' | 'min'>) {
  return <TextField {...props} label={adminText.order} type="number" min={1} />;
}

/** An image or video address, with the hint on its form. */
export function UrlField(props: Omit<TextFieldProps, 'hint' | 'type'>) {
  return <TextField {...props} hint={adminText.urlHint} type="url" />;
}
