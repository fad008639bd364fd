import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Input } from './input';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

describe('Field', () => {
  it('labels its control and ties the help and error text to it', () => {
    render(
      <Field label="Email" description="We send your receipts here." error="Enter a valid email.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send your receipts here. Enter a valid email.');
  });

  it('marks nothing invalid without an error', () => {
    render(
      <Field label="Name">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('Checkbox', () => {
  it('toggles and is labelled by its label', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Checkbox id="terms" />
        <Label htmlFor="terms">I accept the terms</Label>
      </div>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });
});

describe('Select', () => {
  function SortSelect() {
    const [value, setValue] = useState('newest');
    return (
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger aria-label="Sort by">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="newest">Newest</SelectItem>
          <SelectItem value="price-asc">Price: low to high</SelectItem>
        </SelectContent>
      </Select>
    );
  }

  it('opens its options and picks one', async () => {
    const user = userEvent.setup();
    render(<SortSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger).toHaveTextContent('Newest');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    expect(trigger).toHaveTextContent('Price: low to high');
  });
});
