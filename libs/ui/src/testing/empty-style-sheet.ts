// Style sheets have no effect in jsdom; tests import this in their place.
export default {};
