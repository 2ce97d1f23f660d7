/** The staff console with its HTTP client plugged in (src/staff never imports src/api). */
import { staffApi } from '../api/staff';
import { StaffConsole } from '../staff/StaffConsole';

export default function StaffRoute() {
  return <StaffConsole api={staffApi} />;
}
