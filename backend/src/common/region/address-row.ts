/** A place's address and point as venues and saved addresses store them (snake_case), and as queries joining them read them. */
export type AddressRow = {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  lat: number;
  lon: number;
};
