import { fireEvent, render, screen } from '@testing-library/react';
import { EmployeeAvatar } from './EmployeeAvatar';

describe('EmployeeAvatar', () => {
  it('shows the photo when there is one', () => {
    render(<EmployeeAvatar name="Ravi Kumar" src="https://example.test/photo.jpg" />);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute(
      'src',
      'https://example.test/photo.jpg',
    );
    expect(screen.queryByText('RK')).not.toBeInTheDocument();
  });

  it('shows the initials when there is no photo', () => {
    render(<EmployeeAvatar name="Ravi Kumar" src="" />);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveTextContent('RK');
  });

  it('falls back to the initials when the photo fails to load', () => {
    const { container } = render(
      <EmployeeAvatar name="Asha Verma" src="https://example.test/broken.jpg" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Asha Verma' })).toHaveTextContent('AV');
  });
});
