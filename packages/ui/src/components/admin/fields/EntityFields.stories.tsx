import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminText } from '../../../i18n/adminMessages';
import * as formStyles from '../adminForm.css';
import { desktop, longName, phone } from '../storyFixtures';
import { ActiveField, DescriptionField, OrderField, UrlField } from './EntityFields';

type FieldName = 'description' | 'isActive' | 'order' | 'imageUrl';

interface FieldsProps {
  errors?: Partial<Record<FieldName, string>>;
  disabled?: boolean;
  order?: string;
  imageUrl?: string;
  description?: string;
  /** Called with the field's name on every change. */
  onChange: (field: FieldName) => void;
}

/** The shared fields in an entity form's grid, as the chapter form lays them out. */
function Fields({ errors = {}, disabled, order = '3', imageUrl = '', description = '', onChange }: FieldsProps) {
  return (
    <div className={formStyles.form}>
      <OrderField defaultValue={order} error={errors.order} disabled={disabled} onChange={() => onChange('order')} />
      <UrlField
        label={adminText.imageUrl}
        defaultValue={imageUrl}
        error={errors.imageUrl}
        disabled={disabled}
        onChange={() => onChange('imageUrl')}
      />
      <DescriptionField
        defaultValue={description}
        error={errors.description}
        disabled={disabled}
        onChange={() => onChange('description')}
      />
      <ActiveField defaultChecked error={errors.isActive} disabled={disabled} onChange={() => onChange('isActive')} />
    </div>
  );
}

const meta = {
  title: 'Admin/Fields/EntityFields',
  component: Fields,
  args: { onChange: fn() },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field brings its label, type and hint; description and active span the form. */
export const Default: Story = {
  globals: desktop,
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByLabelText(adminText.order);
    await expect(order).toHaveAttribute('type', 'number');
    await expect(order).toHaveAttribute('min', '1');
    const url = canvas.getByLabelText(adminText.imageUrl);
    await expect(url).toHaveAttribute('type', 'url');
    await expect(url).toHaveAccessibleDescription(adminText.urlHint);
    await expect(canvas.getByRole('checkbox', { name: adminText.isActive })).toHaveAccessibleDescription(
      adminText.isActiveHint,
    );
    const description = canvas.getByLabelText(adminText.description);
    await expect(description.getBoundingClientRect().width).toBeGreaterThan(
      url.getBoundingClientRect().right - order.getBoundingClientRect().left - 1,
    );

    await userEvent.type(url, '/images/algebra.png');
    await expect(url).toHaveValue('/images/algebra.png');
    await userEvent.click(canvas.getByRole('checkbox', { name: adminText.isActive }));
    await expect(args.onChange).toHaveBeenLastCalledWith('isActive');
  },
};

/** Every field's error is read first, before its hint. */
export const WithErrors: Story = {
  args: {
    order: '0',
    imageUrl: 'ftp://example.com/algebra.png',
    description: longName,
    errors: {
      order: adminMessages.atLeast(adminText.order, 1),
      imageUrl: adminMessages.badUrl(adminText.imageUrl),
      description: adminMessages.tooLong(adminText.description),
      isActive: adminMessages.required(adminText.isActive),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(adminText.order)).toHaveAccessibleDescription('Order must be at least 1');
    await expect(canvas.getByLabelText(adminText.imageUrl)).toHaveAccessibleDescription(
      `Image URL must be an https:// URL or a /path ${adminText.urlHint}`,
    );
    await expect(canvas.getByLabelText(adminText.description)).toHaveAccessibleDescription('Description is too long');
    await expect(canvas.getByRole('checkbox', { name: adminText.isActive })).toHaveAccessibleDescription(
      `Active is required ${adminText.isActiveHint}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [adminText.order, adminText.imageUrl, adminText.description, adminText.isActive]) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
  },
};

/** On a phone one field to a row; a long Bengali description wraps inside the screen. */
export const Phone360LongText: Story = {
  globals: phone,
  args: { description: `${longName} ${longName}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByLabelText(adminText.order).getBoundingClientRect();
    await expect(canvas.getByLabelText(adminText.imageUrl).getBoundingClientRect().top).toBeGreaterThan(order.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
