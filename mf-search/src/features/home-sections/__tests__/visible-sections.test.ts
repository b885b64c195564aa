import { contactDetails, visibleHomeSections } from '../model/visible-sections';

describe('home sections', () => {
  it('shows each section only when its setting is enable', () => {
    expect(visibleHomeSections({ SHOW_FLEET_SECTION: 'enable', SHOW_CONTACT_SECTION: 'disable' })).toEqual({
      fleet: true,
      contact: false,
      popular: false,
      services: false,
    });
    expect(visibleHomeSections({ SHOW_SERVICES_SECTION: 'enable' }).services).toBe(true);
  });

  it('reads the contact cards from the settings', () => {
    expect(contactDetails({ Company_Contact_Info: ' 020 7946 0123 ', FROM_EMAIL: 'a@b.example', Company_Address: '' })).toEqual({
      phone: '020 7946 0123',
      email: 'a@b.example',
      address: '',
    });
  });
});
