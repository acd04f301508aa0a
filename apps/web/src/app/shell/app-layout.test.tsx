import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

describe('AppLayout landmarks', () => {
  it('has one contentinfo landmark, one banner and one main', () => {
    renderWithApp(<AppLayout />);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  });

  it("exposes the header's logo as an image named after the product, inside the link home", () => {
    renderWithApp(<AppLayout />);
    const home = screen.getByRole('link', { name: 'Community Console home' });
    expect(home).toContainElement(screen.getByRole('img', { name: 'Community Console' }));
  });
});
