// STORY.md's shopper as test requests need her: Jordan Rivera's contact and billing address.
export const jordanContact = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  phoneNumber: '5125550142',
  countryId: 80,
  address1: '1200 Lakeview Dr',
  address2: 'Apt 4B',
  city: 'Austin',
  stateProvinceId: 4401,
  otherStateProvince: null,
  zipCode: '78701',
  emailAddress: 'jordan.rivera@example.com',
};

/** The holder details of STORY.md's new passholder, Avery Rivera. */
export const averyDetails = {
  firstName: 'Avery',
  lastName: 'Rivera',
  emailAddress: null,
  birthDate: '2018-06-14',
  address1: '1200 Lakeview Dr',
  address2: 'Apt 4B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phoneNumber: '5125550142',
};
