import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ImportMembersForm } from './import-members-form.tsx';

/* Import Members, step 1: choosing the file (docs/product.md §4.7). */

const fileOf = (...parts: (string | number[])[]) =>
  new File(
    [new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)))],
    'members.csv',
    {
      type: 'text/csv',
    },
  );

describe('ImportMembersForm', () => {
  it('stops at a file that is not UTF-8 with the server’s words, and reads a UTF-8 one', async () => {
    const { user, container } = renderWithApp(<ImportMembersForm />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;

    // "José" saved as Latin-1 / Windows-1252: é is the one byte 0xE9.
    await user.upload(input, fileOf('First name,Last name,Email\r\nJos', [0xe9], ',P,jose@example.org\r\n'));
    expect(await screen.findByText('The file is not UTF-8 text; save it as CSV UTF-8.')).toBeInTheDocument();
    expect(screen.queryByText(/Rows in the file/)).not.toBeInTheDocument();

    await user.upload(input, fileOf([0xef, 0xbb, 0xbf], 'First name,Last name,Email\r\nJosé,Núñez,jose@example.org\r\n'));
    expect(await screen.findByText('Rows in the file: 1')).toBeInTheDocument();
    expect(screen.queryByText('The file is not UTF-8 text; save it as CSV UTF-8.')).not.toBeInTheDocument();
  });
});
