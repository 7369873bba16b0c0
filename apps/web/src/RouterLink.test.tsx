import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from './RouterLink';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLink(link: React.ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Where />
            {link}
          </>
        ),
      },
      { path: '/subjects', element: <Where /> },
    ],
    { basename: '/app', initialEntries: ['/app/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouterLink', () => {
  afterEach(cleanup);

  it("renders an anchor with the router's href and the given props", () => {
    renderLink(
      <RouterLink href="/subjects" className="link" aria-current="page">
        বিষয়
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'বিষয়' });
    expect(link.getAttribute('href')).toBe('/app/subjects');
    expect(link.className).toBe('link');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('navigates inside the app on a plain click, after calling the given onClick', () => {
    const clicks: string[] = [];
    renderLink(
      <RouterLink href="/subjects" onClick={() => clicks.push('clicked')}>
        বিষয়
      </RouterLink>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'বিষয়' }), { button: 0 });
    });
    expect(clicks).toEqual(['clicked']);
    expect(screen.getByText('at /subjects')).toBeTruthy();
  });

  it('leaves a click the page prevented, a modified click and another target to the browser', () => {
    renderLink(
      <>
        <RouterLink href="/subjects" onClick={(event) => event.preventDefault()}>
          prevented
        </RouterLink>
        <RouterLink href="/subjects">modified</RouterLink>
        <RouterLink href="/subjects" target="_blank">
          new tab
        </RouterLink>
      </>,
    );
    // What reaches the document after the app's handlers: whether the browser would still follow
    // the link (not prevented), then kept from doing so in the test's DOM.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'modified' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'new tab' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'prevented' }), { button: 0 });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(screen.getByText('at /')).toBeTruthy();
  });
  it('leaves an address with a scheme or another host to the browser, as it is', () => {
    renderLink(
      <>
        <RouterLink href="mailto:shikkhok@school.bd">চিঠি</RouterLink>
        <RouterLink href="//example.com/a">অন্য সাইট</RouterLink>
      </>,
    );
    const mail = screen.getByRole('link', { name: 'চিঠি' });
    expect(mail.getAttribute('href')).toBe('mailto:shikkhok@school.bd');
    expect(screen.getByRole('link', { name: 'অন্য সাইট' }).getAttribute('href')).toBe('//example.com/a');
    // A click is not turned into a navigation inside the app.
    expect(fireEvent.click(mail)).toBe(true);
    expect(screen.getByText('at /')).toBeTruthy();
  });
});
