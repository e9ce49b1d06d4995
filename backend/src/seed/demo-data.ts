import type { EventCategoryName } from '@events/contracts/event-types';
import type { AgeGroup, PriceTier } from '@events/contracts/reference';

/**
 * The raw material of the demo region: towns (the 21 default locations), venue kinds with name patterns and
 * opening hours, and event templates for each of the 18 categories. Placeholders in braces are filled by
 * the generator: {Town} {Surname} {Lake} {Mountain} {River} {Historic} {Adj} {Color} {Animal} {Saint}
 * {Topic} {Venue}.
 */

export type Town = {
  readonly id: string;
  readonly city: string;
  readonly state: 'MA' | 'VT' | 'NY' | 'CT';
  readonly postalCodes: readonly string[];
  readonly areaCode: string;
  readonly region: string;
  /** Share of the venues placed here (Pittsfield and the Berkshire towns weigh more). */
  readonly weight: number;
};

/** Keyed by DEFAULT_LOCATIONS ids; coordinates come from there. */
export const TOWNS: readonly Town[] = [
  { id: 'pittsfield-ma', city: 'Pittsfield', state: 'MA', postalCodes: ['01201', '01202'], areaCode: '413', region: 'Berkshires', weight: 10 },
  { id: 'north-adams-ma', city: 'North Adams', state: 'MA', postalCodes: ['01247'], areaCode: '413', region: 'Berkshires', weight: 5 },
  { id: 'williamstown-ma', city: 'Williamstown', state: 'MA', postalCodes: ['01267'], areaCode: '413', region: 'Berkshires', weight: 5 },
  { id: 'adams-ma', city: 'Adams', state: 'MA', postalCodes: ['01220'], areaCode: '413', region: 'Berkshires', weight: 3 },
  { id: 'dalton-ma', city: 'Dalton', state: 'MA', postalCodes: ['01226'], areaCode: '413', region: 'Berkshires', weight: 3 },
  { id: 'lenox-ma', city: 'Lenox', state: 'MA', postalCodes: ['01240'], areaCode: '413', region: 'Berkshires', weight: 5 },
  { id: 'lee-ma', city: 'Lee', state: 'MA', postalCodes: ['01238'], areaCode: '413', region: 'Berkshires', weight: 3 },
  { id: 'stockbridge-ma', city: 'Stockbridge', state: 'MA', postalCodes: ['01262'], areaCode: '413', region: 'Berkshires', weight: 3 },
  { id: 'great-barrington-ma', city: 'Great Barrington', state: 'MA', postalCodes: ['01230'], areaCode: '413', region: 'Berkshires', weight: 5 },
  { id: 'northampton-ma', city: 'Northampton', state: 'MA', postalCodes: ['01060', '01062'], areaCode: '413', region: 'Pioneer Valley', weight: 4 },
  { id: 'amherst-ma', city: 'Amherst', state: 'MA', postalCodes: ['01002'], areaCode: '413', region: 'Pioneer Valley', weight: 3 },
  { id: 'greenfield-ma', city: 'Greenfield', state: 'MA', postalCodes: ['01301'], areaCode: '413', region: 'Pioneer Valley', weight: 2 },
  { id: 'springfield-ma', city: 'Springfield', state: 'MA', postalCodes: ['01103', '01105', '01109'], areaCode: '413', region: 'Pioneer Valley', weight: 3 },
  { id: 'westfield-ma', city: 'Westfield', state: 'MA', postalCodes: ['01085'], areaCode: '413', region: 'Pioneer Valley', weight: 2 },
  { id: 'bennington-vt', city: 'Bennington', state: 'VT', postalCodes: ['05201'], areaCode: '802', region: 'Southern Vermont', weight: 2 },
  { id: 'manchester-vt', city: 'Manchester', state: 'VT', postalCodes: ['05254', '05255'], areaCode: '802', region: 'Southern Vermont', weight: 1.5 },
  { id: 'brattleboro-vt', city: 'Brattleboro', state: 'VT', postalCodes: ['05301'], areaCode: '802', region: 'Southern Vermont', weight: 2 },
  { id: 'hudson-ny', city: 'Hudson', state: 'NY', postalCodes: ['12534'], areaCode: '518', region: 'Hudson Valley', weight: 2 },
  { id: 'chatham-ny', city: 'Chatham', state: 'NY', postalCodes: ['12037'], areaCode: '518', region: 'Hudson Valley', weight: 1.5 },
  { id: 'albany-ny', city: 'Albany', state: 'NY', postalCodes: ['12207', '12203', '12210'], areaCode: '518', region: 'Capital Region', weight: 3 },
  { id: 'canaan-ct', city: 'Canaan', state: 'CT', postalCodes: ['06018'], areaCode: '860', region: 'Litchfield Hills', weight: 1 },
];

export const SURNAMES = [
  'Crane', 'Melville', 'Hawthorne', 'Sedgwick', 'Bryant', 'Hopkins', 'Whitney', 'Burbank', 'Wharton', 'Field',
  'Ashley', 'Dewey', 'Sheffield', 'Colt', 'Porter', 'Allen', 'Barrett', 'Chapin', 'Dwight', 'Ely', 'Goodrich',
  'Hubbard', 'Kellogg', 'Lathrop', 'Merrill', 'Noble', 'Olds', 'Pomeroy', 'Root', 'Sackett', 'Tyler', 'Warner',
  'Wells', 'Willard', 'Bishop', 'Clark', 'Foster', 'Gould', 'Hale', 'Morgan', 'Russell', 'Stone',
] as const;
export const LAKES = ['Onota', 'Pontoosuc', 'Laurel', 'Goose Pond', 'Mohawk', 'Buel', 'Garfield', 'Ashmere', 'Richmond Pond', 'Cheshire'] as const;
export const MOUNTAINS = ['Greylock', 'Monument', 'Everett', 'Equinox', 'Holyoke', 'Tom', 'Race', 'Bear', 'Stratton', 'Hoosac', 'Warner', 'October'] as const;
export const RIVERS = ['Housatonic', 'Hoosic', 'Deerfield', 'Connecticut', 'Westfield', 'Green', 'Batten Kill', 'Kinderhook', 'Mill', 'Konkapot'] as const;
export const HISTORIC = ['Colonial', 'Majestic', 'Orpheum', 'Strand', 'Royal', 'Lyric', 'Paramount', 'Capitol', 'Palace', 'Academy', 'Triplex', 'Images'] as const;
export const ADJECTIVES = ['Little', 'Old', 'Blue', 'Golden', 'Hidden', 'Northern', 'Hilltop', 'Riverside', 'Maple', 'Birch', 'Stonewall', 'Meadow', 'Hearth', 'Lantern', 'Sugar', 'Red Barn'] as const;
export const COLORS = ['Red', 'Black', 'Silver', 'Green', 'White', 'Gray', 'Blue', 'Copper'] as const;
export const ANIMALS = ['Lion', 'Fox', 'Heron', 'Bear', 'Stag', 'Owl', 'Hound', 'Crow', 'Trout', 'Moose'] as const;
export const SAINTS = ['Mark', 'Joseph', 'Stephen', 'Anne', 'Paul', 'James', 'Luke', 'Mary', 'Patrick', 'Charles'] as const;

export const STREETS = [
  'North Street', 'South Street', 'Main Street', 'Elm Street', 'Church Street', 'Park Square', 'Union Street', 'Bank Row',
  'Railroad Street', 'Spring Street', 'Maple Avenue', 'Pleasant Street', 'West Street', 'East Street', 'Water Street',
  'Mill Street', 'Housatonic Street', 'Walker Street', 'Pittsfield Road', 'Summer Street', 'Center Street', 'High Street',
  'Depot Street', 'Bridge Street', 'School Street', 'Cottage Street', 'Holmes Road', 'Williams Street', 'Lenox Road',
  'State Road', 'Route 7', 'Route 2', 'Route 20', 'Washington Avenue', 'Broad Street', 'River Street', 'Wendell Avenue',
] as const;

/** Opening hours profiles: one entry per day, Monday = 0; null = closed; times HH:mm. */
export type HoursProfile = readonly (readonly [string, string] | null)[];

export const HOURS: Readonly<Record<string, HoursProfile>> = {
  library: [['10:00', '18:00'], ['10:00', '20:00'], ['10:00', '18:00'], ['10:00', '20:00'], ['10:00', '17:00'], ['10:00', '14:00'], null],
  museum: [null, ['10:00', '17:00'], ['10:00', '17:00'], ['10:00', '17:00'], ['10:00', '17:00'], ['10:00', '17:00'], ['12:00', '17:00']],
  gallery: [null, null, ['11:00', '17:00'], ['11:00', '17:00'], ['11:00', '18:00'], ['11:00', '18:00'], ['12:00', '16:00']],
  restaurant: [['11:30', '21:00'], ['11:30', '21:00'], ['11:30', '21:00'], ['11:30', '21:00'], ['11:30', '22:30'], ['11:30', '22:30'], ['10:00', '20:00']],
  bar: [null, ['16:00', '23:00'], ['16:00', '23:00'], ['16:00', '00:00'], ['16:00', '01:00'], ['14:00', '01:00'], ['14:00', '22:00']],
  cafe: [['07:00', '15:00'], ['07:00', '15:00'], ['07:00', '15:00'], ['07:00', '15:00'], ['07:00', '16:00'], ['08:00', '16:00'], ['08:00', '14:00']],
  park: [['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00']],
  office: [['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '16:00'], null, null],
  boxOffice: [null, ['12:00', '18:00'], ['12:00', '18:00'], ['12:00', '18:00'], ['12:00', '20:00'], ['12:00', '20:00'], null],
  farm: [null, null, null, ['09:00', '17:00'], ['09:00', '17:00'], ['08:00', '17:00'], ['09:00', '15:00']],
  fitness: [['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '21:00'], ['06:00', '20:00'], ['08:00', '18:00'], ['08:00', '16:00']],
  church: [['09:00', '14:00'], ['09:00', '14:00'], ['09:00', '14:00'], ['09:00', '14:00'], null, null, ['08:00', '12:30']],
};

export type VenueKind = {
  readonly key: string;
  readonly names: readonly string[];
  readonly poiType: string;
  readonly hours: keyof typeof HOURS | null;
  readonly weight: number;
  readonly categories: readonly EventCategoryName[];
};

export const VENUE_KINDS: readonly VenueKind[] = [
  {
    key: 'library',
    names: ['{Town} Public Library', '{Town} Free Library', '{Surname} Memorial Library', '{Surname} Athenaeum'],
    poiType: 'library',
    hours: 'library',
    weight: 6,
    categories: ['Children', 'Literary & Book Clubs', 'Classes, Workshops & Talks', 'Games & Hobbies', 'Seniors', 'Film', 'Community'],
  },
  {
    key: 'theatre',
    names: ['{Historic} Theatre', '{Town} Playhouse', '{Surname} Theatre', '{Town} Theatre Guild Stage', 'The {Adj} Stage'],
    poiType: 'theatre',
    hours: 'boxOffice',
    weight: 5,
    categories: ['Theater', 'Comedy', 'Music', 'Film', 'Art, Dance & Culture'],
  },
  { key: 'cinema', names: ['{Historic} Cinema', '{Town} Cinema', '{Historic} Picture House'], poiType: 'cinema', hours: 'boxOffice', weight: 2, categories: ['Film'] },
  {
    key: 'museum',
    names: ['{Town} Museum of Art', '{Town} Historical Society', '{Surname} House Museum', '{Town} Museum of Natural History', '{Surname} Shaker Village'],
    poiType: 'museum',
    hours: 'museum',
    weight: 4,
    categories: ['Art, Dance & Culture', 'Classes, Workshops & Talks', 'Children', 'Fairs & Festivals'],
  },
  {
    key: 'gallery',
    names: ['{Surname} Gallery', '{Adj} Arts Gallery', '{Town} Arts Collective', '{Surname} & {Surname} Fine Art'],
    poiType: 'gallery',
    hours: 'gallery',
    weight: 3,
    categories: ['Art, Dance & Culture', 'Classes, Workshops & Talks'],
  },
  {
    key: 'church',
    names: [
      'First Congregational Church of {Town}',
      "St. {Saint}'s Church",
      '{Town} United Methodist Church',
      'Unitarian Universalist Society of {Town}',
      '{Town} Friends Meeting House',
      'Temple Beth {Surname}',
    ],
    poiType: 'place_of_worship',
    hours: 'church',
    weight: 5,
    categories: ['Religion & Spirituality', 'Support Groups', 'Community', 'Music', 'Food & Farmers Markets', 'Seniors'],
  },
  {
    key: 'community',
    names: ['{Town} Community Center', '{Town} Grange Hall', '{Town} Town Hall', '{Town} Senior Center', '{Town} Family YMCA', '{Town} Veterans Memorial Hall'],
    poiType: 'community_centre',
    hours: 'office',
    weight: 6,
    categories: ['Community', 'Seniors', 'Support Groups', 'Health & Fitness', 'Games & Hobbies', 'Children', 'Classes, Workshops & Talks'],
  },
  {
    key: 'park',
    names: ['{Lake} Lake Park', '{Mountain} State Forest', '{Surname} Nature Preserve', '{Town} Common', '{River} River Greenway', 'Mount {Mountain} Reservation'],
    poiType: 'park',
    hours: 'park',
    weight: 5,
    categories: ['Nature & Outdoors', 'Sports', 'Health & Fitness', 'Fairs & Festivals', 'Children'],
  },
  {
    key: 'farm',
    names: ['{Surname} Family Farm', '{Town} Farmers Market Pavilion', '{Adj} Acres Farm', '{Surname} Orchards'],
    poiType: 'farm',
    hours: 'farm',
    weight: 3,
    categories: ['Food & Farmers Markets', 'Fairs & Festivals', 'Children', 'Nature & Outdoors'],
  },
  {
    key: 'pub',
    names: ['The {Color} {Animal} Tavern', '{Mountain} Brewing Company', 'The {Color} {Animal} Pub', '{Surname} Street Taproom'],
    poiType: 'pub',
    hours: 'bar',
    weight: 4,
    categories: ['Music', 'Comedy', 'Games & Hobbies', 'Food & Farmers Markets'],
  },
  {
    key: 'cafe',
    names: ["{Surname}'s Café", '{Adj} Bean Coffeehouse', '{Town} Diner', '{Adj} Kitchen & Bakery'],
    poiType: 'cafe',
    hours: 'cafe',
    weight: 4,
    categories: ['Music', 'Literary & Book Clubs', 'Games & Hobbies', 'Food & Farmers Markets', 'Community'],
  },
  { key: 'restaurant', names: ['{Surname} Inn', 'The {Adj} Table', '{River} River Grill'], poiType: 'restaurant', hours: 'restaurant', weight: 3, categories: ['Food & Farmers Markets', 'Music'] },
  { key: 'books', names: ['{Adj} Books', '{Surname} Bookshop', '{Town} Book Exchange'], poiType: 'books', hours: 'cafe', weight: 2, categories: ['Literary & Book Clubs', 'Children'] },
  {
    key: 'school',
    names: ['{Town} High School Auditorium', '{Town} Community College', '{Surname} Hall', '{Town} Elementary School Gym'],
    poiType: 'school',
    hours: 'office',
    weight: 3,
    categories: ['Classes, Workshops & Talks', 'Music', 'Theater', 'Sports', 'Children'],
  },
  {
    key: 'sports',
    names: ['{Town} Ice Rink', '{Town} Recreation Center', '{Surname} Field', '{Town} Pickleball Courts', '{Mountain} Ski Area'],
    poiType: 'sports_centre',
    hours: 'fitness',
    weight: 3,
    categories: ['Sports', 'Health & Fitness', 'Children'],
  },
  { key: 'music', names: ['The {Adj} Room', '{Town} Music Hall', '{Historic} Ballroom', '{Surname} Music Barn'], poiType: 'music_venue', hours: 'boxOffice', weight: 3, categories: ['Music', 'Comedy', 'Art, Dance & Culture'] },
  { key: 'wellness', names: ['{Town} Yoga Studio', '{Adj} Wellness Center', '{Mountain} Meditation Center'], poiType: 'fitness_centre', hours: 'fitness', weight: 2, categories: ['Health & Fitness', 'Support Groups', 'Religion & Spirituality'] },
  { key: 'clinic', names: ['{Town} Medical Center', '{Town} Health Center'], poiType: 'clinic', hours: 'office', weight: 1, categories: ['Support Groups', 'Health & Fitness', 'Seniors'] },
];

export type RecurrenceKind = 'once' | 'weekly' | 'weeklyMulti' | 'monthlyByDate' | 'monthlyBySetPos' | 'daily' | 'yearly' | 'run' | 'nightly';

export type EventTemplate = {
  readonly category: EventCategoryName;
  readonly names: readonly string[];
  readonly topics: readonly string[];
  /** Opening sentences; {Topic} and {Venue} are filled in. */
  readonly blurbs: readonly string[];
  readonly bullets: readonly string[];
  readonly prices: readonly (readonly [PriceTier, number])[];
  readonly ages: readonly (readonly AgeGroup[])[];
  /** Start times HH:mm. */
  readonly starts: readonly string[];
  /** Durations in minutes; 0 = no end time. */
  readonly durations: readonly number[];
  /** How this category repeats, when it does. */
  readonly recurrences: readonly (readonly [RecurrenceKind, number])[];
  /** Share of online-only and hybrid events. */
  readonly online: number;
};

const EVENING = ['18:00', '18:30', '19:00', '19:00', '19:30', '20:00'];
const DAYTIME = ['09:00', '10:00', '10:30', '11:00', '13:00', '14:00', '15:00'];
const MORNING = ['07:00', '08:00', '08:30', '09:00', '09:30', '10:00'];

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    category: 'Art, Dance & Culture',
    names: ['{Topic}: A Juried Exhibition', 'Contra Dance Night', 'Open Studio Tour', 'Gallery Talk: {Topic}', 'Figure Drawing Session', 'Swing Dance Social', '{Town} Quilt Show', 'First Friday Art Walk', 'Opening Reception: {Topic}'],
    topics: ['Light on the Hills', 'Berkshire Landscapes', 'Paper and Thread', 'Color Field Painting', 'Women of the Mills', 'New England Portraits', 'Glass and Clay', 'The Printmaker’s Eye'],
    blurbs: ['Join us for {Topic} at {Venue}, a celebration of artists from across the region.', 'An evening of art, conversation and community at {Venue}.', 'Dancers of every level are welcome; no partner needed.'],
    bullets: ['Light refreshments served', 'Meet the artists', 'Wheelchair accessible', 'Beginners welcome, lesson at the start'],
    prices: [['free', 5], ['low', 4], ['medium', 1]],
    ages: [['all_ages'], ['adult', 'senior'], ['teen', 'adult', 'senior']],
    starts: [...EVENING, '17:00', '13:00'],
    durations: [120, 180, 90],
    recurrences: [['weekly', 3], ['monthlyBySetPos', 4], ['run', 2], ['daily', 1]],
    online: 0.05,
  },
  {
    category: 'Children',
    names: ['Storytime for Little Ones', 'Lego Build Club', 'Family Science Saturday', 'Puppet Show: {Topic}', 'Toddler Music & Movement', "Kids' Craft Afternoon", 'Baby Lapsit Rhymes', 'Junior Naturalists'],
    topics: ['The Three Little Pigs', 'Goldilocks', 'The Gingerbread Man', 'Stone Soup', 'Jack and the Beanstalk', 'The Little Red Hen'],
    blurbs: ['Bring the little ones to {Venue} for songs, stories and play.', 'A hands-on hour of fun and discovery for young explorers.', 'Caregivers stay with their children; siblings welcome.'],
    bullets: ['All materials provided', 'Registration appreciated', 'Snack included', 'Stroller parking available'],
    prices: [['free', 8], ['low', 2]],
    ages: [['baby', 'toddler'], ['toddler', 'child'], ['child'], ['child', 'preteen']],
    starts: ['09:30', '10:00', '10:30', '11:00', '15:30', '16:00'],
    durations: [45, 60, 90],
    recurrences: [['weekly', 6], ['weeklyMulti', 2], ['monthlyBySetPos', 2]],
    online: 0.02,
  },
  {
    category: 'Classes, Workshops & Talks',
    names: ['Intro to Watercolor', 'Beekeeping 101', 'Author Talk: {Topic}', 'Pottery Wheel Basics', 'Smartphone Help Session', 'Lecture: {Topic}', 'Woodcarving Workshop', 'Genealogy Research Clinic', 'Composting at Home'],
    topics: ['The History of the {Town} Mills', 'Herman Melville in the Berkshires', 'The Shakers of New England', 'Edith Wharton’s Gardens', 'Climate and Our Forests', 'Local Birds in Winter'],
    blurbs: ['Learn something new at {Venue} in a friendly, hands-on session.', 'A talk followed by questions and a chance to meet the speaker.', 'Space is limited; please register in advance.'],
    bullets: ['All skill levels welcome', 'Materials included', 'Bring a notebook', 'Q&A to follow'],
    prices: [['free', 4], ['low', 4], ['medium', 3], ['high', 1]],
    ages: [['adult'], ['adult', 'senior'], ['teen', 'adult'], ['all_ages']],
    starts: [...DAYTIME, ...EVENING],
    durations: [60, 90, 120, 180],
    recurrences: [['weekly', 4], ['monthlyByDate', 2], ['monthlyBySetPos', 2], ['run', 1]],
    online: 0.2,
  },
  {
    category: 'Comedy',
    names: ['Stand-Up Showcase', 'Improv Night', 'Comedy Open Mic', 'Laugh Riot Live', 'Late Night Comedy Hour', 'Sketch Comedy Revue'],
    topics: ['New England Nights', 'Snow Day', 'Mud Season'],
    blurbs: ['Some of the funniest comics in New England take the stage at {Venue}.', 'An evening of big laughs; doors open 30 minutes before the show.', 'Sign-up for the open mic starts at 7.'],
    bullets: ['Cash bar', '21+ with ID', 'Two-drink minimum', 'Adult language'],
    prices: [['low', 6], ['medium', 3], ['free', 1]],
    ages: [['adult']],
    starts: ['19:30', '20:00', '20:30', '21:00'],
    durations: [90, 120],
    recurrences: [['weekly', 5], ['monthlyBySetPos', 3]],
    online: 0.05,
  },
  {
    category: 'Community',
    names: ['Community Potluck', 'Red Cross Blood Drive', 'Volunteer Trail Cleanup', 'Neighborhood Yard Sale', 'Coffee with the Mayor', '{Town} Town Meeting', 'Repair Café', 'Welcome Wagon Social'],
    topics: ['{Town}'],
    blurbs: ['Neighbors come together at {Venue} — everyone is welcome.', 'Meet your neighbors and help make {Town} a better place.', 'Bring a friend and a dish to share.'],
    bullets: ['Free parking', 'Accessible entrance', 'Volunteers needed', 'Rain or shine'],
    prices: [['free', 9], ['low', 1]],
    ages: [['all_ages']],
    starts: [...DAYTIME, '17:30', '18:00', '18:30'],
    durations: [60, 120, 180, 240],
    recurrences: [['monthlyBySetPos', 4], ['weekly', 2], ['monthlyByDate', 2]],
    online: 0.08,
  },
  {
    category: 'Fairs & Festivals',
    names: ['{Town} Harvest Festival', 'Strawberry Festival', 'Winter Carnival', 'Arts & Crafts Fair', 'Fall Foliage Festival', 'Maple Sugaring Weekend', '{Town} Street Fair', 'Garlic & Arts Festival'],
    topics: ['{Town}'],
    blurbs: ['The whole family will love a day of food, music and crafts at {Venue}.', 'Local vendors, live music, games and more.', 'A {Town} tradition for more than forty years.'],
    bullets: ['Food trucks', 'Live music all day', 'Kids’ activities', 'Free shuttle from downtown'],
    prices: [['free', 5], ['low', 4], ['medium', 1]],
    ages: [['all_ages']],
    starts: ['09:00', '10:00', '11:00', '12:00'],
    durations: [360, 420, 480],
    recurrences: [['yearly', 5], ['daily', 3]],
    online: 0,
  },
  {
    category: 'Film',
    names: ['Classic Film Night: {Topic}', 'Documentary Screening: {Topic}', 'Foreign Film Series: {Topic}', 'Family Movie Matinee', 'Silent Film with Live Piano: {Topic}', 'Film Club: {Topic}'],
    topics: ['Casablanca', 'It Happened One Night', 'The General', 'Rear Window', 'Bicycle Thieves', 'Tokyo Story', 'Metropolis', 'Paper Mills of New England'],
    blurbs: ['A big-screen presentation of {Topic} at {Venue}.', 'Stay after the screening for a short discussion.', 'Popcorn and drinks available.'],
    bullets: ['Discussion follows', 'Closed captions', 'Doors open 30 minutes early'],
    prices: [['free', 4], ['low', 6]],
    ages: [['all_ages'], ['teen', 'adult', 'senior'], ['adult', 'senior']],
    starts: ['14:00', '18:30', '19:00', '19:30'],
    durations: [120, 150],
    recurrences: [['weekly', 5], ['monthlyBySetPos', 3]],
    online: 0.1,
  },
  {
    category: 'Food & Farmers Markets',
    names: ['{Town} Farmers Market', 'Wine Tasting: {Topic}', 'Pancake Breakfast', 'Chili Cook-Off', 'Farm-to-Table Dinner', 'Cooking Class: {Topic}', 'Cider Pressing Day', 'Winter Farmers Market'],
    topics: ['Wines of the Finger Lakes', 'Hard Cider', 'Italian Comfort Food', 'Spring Greens', 'Sourdough Basics', 'Vermont Cheeses'],
    blurbs: ['Fresh local produce, baked goods and more at {Venue}.', 'Taste the best of the season from local farms and makers.', 'Come hungry!'],
    bullets: ['SNAP/HIP accepted', 'Vegetarian options', 'Reservations recommended', 'Live acoustic music'],
    prices: [['free', 5], ['low', 3], ['medium', 2], ['high', 1]],
    ages: [['all_ages'], ['adult'], ['adult', 'senior']],
    starts: ['08:00', '09:00', '10:00', '15:00', '17:00', '18:00'],
    durations: [120, 180, 240, 300],
    recurrences: [['weekly', 8], ['monthlyByDate', 1], ['monthlyBySetPos', 1]],
    online: 0.02,
  },
  {
    category: 'Games & Hobbies',
    names: ['Board Game Night', 'Chess Club', 'Pub Trivia', 'Knitting Circle', 'Model Railroad Open House', 'Dungeons & Dragons Meetup', 'Bridge Club', 'Puzzle Swap'],
    topics: ['Strategy Games', 'Cooperative Games'],
    blurbs: ['Grab a seat and a game at {Venue}; new players always welcome.', 'A relaxed evening of friendly competition.', 'Bring your own project or borrow one of ours.'],
    bullets: ['Games provided', 'Teams of up to six', 'Prizes for the winners', 'Drop in any time'],
    prices: [['free', 8], ['low', 2]],
    ages: [['teen', 'adult'], ['adult', 'senior'], ['all_ages']],
    starts: [...EVENING, '13:00', '14:00'],
    durations: [120, 180],
    recurrences: [['weekly', 8], ['monthlyBySetPos', 3]],
    online: 0.1,
  },
  {
    category: 'Health & Fitness',
    names: ['Gentle Yoga', 'Tai Chi in the Park', 'Zumba', '{Town} 5K Fun Run', 'Mindful Meditation', 'Pilates Mat Class', 'Walking Club', 'Strength & Balance'],
    topics: ['Beginners', 'All Levels'],
    blurbs: ['Move, breathe and feel great at {Venue}.', 'A welcoming class for every body and every level.', 'Bring a mat and water.'],
    bullets: ['Mats available', 'Drop-ins welcome', 'Modifications offered', 'First class free'],
    prices: [['free', 3], ['low', 7]],
    ages: [['adult'], ['adult', 'senior'], ['teen', 'adult', 'senior']],
    starts: [...MORNING, '12:00', '17:30', '18:00'],
    durations: [45, 60, 75],
    recurrences: [['weekly', 4], ['weeklyMulti', 5], ['daily', 1]],
    online: 0.2,
  },
  {
    category: 'Literary & Book Clubs',
    names: ['Book Club: {Topic}', 'Poetry Reading', "Writers' Workshop", 'Author Signing: {Topic}', 'Mystery Book Group', 'Poetry Open Mic', 'Classics Reading Circle'],
    topics: ['Moby-Dick', 'The House of Mirth', 'Ethan Frome', 'Little Women', 'Our Town', 'The Age of Innocence', 'Walden'],
    blurbs: ['This month we discuss {Topic}.', 'Readers and writers gather at {Venue} to share their work.', 'Copies are available at the front desk.'],
    bullets: ['New members welcome', 'Light refreshments', 'Books available to borrow'],
    prices: [['free', 9], ['low', 1]],
    ages: [['adult'], ['adult', 'senior'], ['teen', 'adult']],
    starts: ['10:30', '14:00', '18:30', '19:00'],
    durations: [60, 90],
    recurrences: [['monthlyBySetPos', 7], ['weekly', 2], ['monthlyByDate', 1]],
    online: 0.25,
  },
  {
    category: 'Music',
    names: ['Jazz Night', 'Bluegrass Jam', 'Chamber Music Concert: {Topic}', 'Open Mic Night', 'Folk Concert: {Topic}', 'Symphony Pops: {Topic}', 'Blues on the Porch', 'Organ Recital', 'Community Choir Concert', 'Brass Band in the Park'],
    topics: ['Beethoven and Brahms', 'Music of the Americas', 'Songs of the Hills', 'The Great American Songbook', 'Baroque by Candlelight', 'Cajun and Zydeco'],
    blurbs: ['Live music at {Venue} with some of the region’s finest players.', 'An unforgettable evening of {Topic}.', 'Bring your instrument and join in.'],
    bullets: ['Doors open at 6:30', 'Cash bar', 'Seating is limited', 'All ages welcome'],
    prices: [['free', 4], ['low', 4], ['medium', 3], ['high', 1]],
    ages: [['all_ages'], ['adult'], ['teen', 'adult', 'senior']],
    starts: [...EVENING, '14:00', '16:00', '21:00'],
    durations: [90, 120, 180, 0],
    recurrences: [['weekly', 6], ['monthlyBySetPos', 3], ['run', 1]],
    online: 0.1,
  },
  {
    category: 'Nature & Outdoors',
    names: ['Guided Bird Walk', 'Wildflower Hike', 'Full Moon Snowshoe', 'Stargazing Night', 'Mushroom Foray', 'River Cleanup Paddle', 'Fall Foliage Hike up {Topic}', 'Vernal Pool Exploration'],
    topics: ['Mount Greylock', 'Monument Mountain', 'Bash Bish Falls', 'Mount Everett', 'Pleasant Valley'],
    blurbs: ['Explore the outdoors with an experienced naturalist from {Venue}.', 'Dress for the weather and wear sturdy shoes.', 'Binoculars available to borrow.'],
    bullets: ['Moderate difficulty', 'Dogs on leash welcome', 'Meet at the trailhead', 'Registration required'],
    prices: [['free', 6], ['low', 4]],
    ages: [['all_ages'], ['child', 'preteen', 'teen', 'adult'], ['adult', 'senior']],
    starts: ['07:00', '08:00', '09:00', '10:00', '19:00', '20:00'],
    durations: [90, 120, 180],
    recurrences: [['weekly', 4], ['monthlyBySetPos', 3], ['daily', 1]],
    online: 0,
  },
  {
    category: 'Religion & Spirituality',
    names: ['Sunday Worship', 'Meditation & Prayer', 'Gospel Choir Rehearsal', 'Interfaith Dialogue', 'Shabbat Services', 'Taizé Evening Prayer', 'Bible Study'],
    topics: ['Hope', 'Community'],
    blurbs: ['All are welcome to join us at {Venue}.', 'A quiet hour of reflection and fellowship.', 'Coffee hour follows.'],
    bullets: ['Childcare available', 'Accessible entrance', 'Coffee hour follows'],
    prices: [['free', 10]],
    ages: [['all_ages'], ['adult', 'senior']],
    starts: ['09:00', '10:00', '10:30', '18:00', '19:00'],
    durations: [60, 90],
    recurrences: [['weekly', 9], ['monthlyBySetPos', 1]],
    online: 0.25,
  },
  {
    category: 'Seniors',
    names: ['Senior Lunch', 'Chair Exercise', 'Medicare Q&A', 'Memory Café', 'Senior Bingo', 'Tech Help for Seniors', 'Senior Book Group'],
    topics: ['Medicare Open Enrollment', 'Staying Safe Online'],
    blurbs: ['Good company, good food and good fun at {Venue}.', 'A friendly program for older adults and their caregivers.', 'Transportation available on request.'],
    bullets: ['Suggested donation $3', 'Accessible', 'Call ahead to reserve'],
    prices: [['free', 8], ['low', 2]],
    ages: [['senior']],
    starts: ['09:30', '10:00', '11:30', '13:00', '14:00'],
    durations: [60, 90, 120],
    recurrences: [['weekly', 6], ['weeklyMulti', 2], ['monthlyBySetPos', 2]],
    online: 0.05,
  },
  {
    category: 'Sports',
    names: ['Pickleball Open Play', 'Youth Soccer Clinic', 'Softball League Night', 'Learn to Curl', 'Disc Golf Tournament', 'Adult Rec Basketball', 'Ski & Snowboard Race Series', 'Open Skate'],
    topics: ['Spring League', 'Winter League'],
    blurbs: ['Get in the game at {Venue}.', 'All skill levels welcome; equipment provided.', 'Teams form on the night.'],
    bullets: ['Equipment provided', 'Sneakers required', 'Spectators welcome', 'Waiver required'],
    prices: [['free', 4], ['low', 5], ['medium', 1]],
    ages: [['child', 'preteen'], ['teen', 'adult'], ['adult'], ['all_ages']],
    starts: ['08:00', '09:00', '10:00', '17:30', '18:00', '18:30', '19:00'],
    durations: [60, 90, 120, 240],
    recurrences: [['weekly', 5], ['weeklyMulti', 4], ['yearly', 1]],
    online: 0,
  },
  {
    category: 'Support Groups',
    names: ['Grief Support Group', 'Caregiver Support Circle', 'AA Open Meeting', 'Parenting Support Circle', 'NAMI Family Support', 'Cancer Survivors Group', 'Recovery Café'],
    topics: ['Support'],
    blurbs: ['A safe, confidential space to share and listen at {Venue}.', 'Facilitated by trained volunteers.', 'Come as you are; no registration needed.'],
    bullets: ['Confidential', 'Free of charge', 'Accessible'],
    prices: [['free', 10]],
    ages: [['adult'], ['adult', 'senior'], ['teen']],
    starts: ['10:00', '12:00', '17:30', '18:00', '19:00'],
    durations: [60, 90],
    recurrences: [['weekly', 8], ['monthlyBySetPos', 2]],
    online: 0.3,
  },
  {
    category: 'Theater',
    names: ['{Topic}', 'Community Theater: {Topic}', 'The Musical: {Topic}', 'Staged Reading: {Topic}', 'One-Act Play Festival', "Children's Theater: {Topic}"],
    topics: ['A Midsummer Night’s Dream', 'Our Town', 'The Importance of Being Earnest', 'Into the Woods', 'Arsenic and Old Lace', 'Twelfth Night', 'The Glass Menagerie', 'Guys and Dolls'],
    blurbs: ['{Topic} comes to the stage at {Venue}.', 'A fresh production featuring local actors and musicians.', 'Running time about two hours with one intermission.'],
    bullets: ['Assisted listening devices', 'Recommended for ages 10+', 'Matinee and evening performances', 'Group rates available'],
    prices: [['low', 4], ['medium', 5], ['high', 2], ['free', 1]],
    ages: [['all_ages'], ['teen', 'adult', 'senior'], ['adult', 'senior']],
    starts: ['14:00', '19:00', '19:30', '20:00'],
    durations: [120, 150, 180],
    recurrences: [['run', 7], ['weekly', 1], ['daily', 2]],
    online: 0.03,
  },
];

/**
 * Late sets every night at bars and clubs, in progress until after midnight: the last of the catalogue's events, so
 * a listing of today that leaves out what has ended still has something on at 11:55 pm, as a real region does.
 */
export const LATE_SHOW_TEMPLATE: EventTemplate = {
  category: 'Music',
  names: ['Late Night Jazz', 'Midnight Blues Session', 'After Hours DJ Set', 'Late Set: {Topic}', 'Night Owl Jam'],
  topics: ['Soul and Funk', 'Swing Standards', 'Deep House', 'Roadhouse Blues'],
  blurbs: ['The night is young at {Venue}: live sets until the small hours.', 'A late, loud evening of {Topic}.', 'Come after the show and stay for the last set.'],
  bullets: ['21+ with ID', 'Cash bar', 'No cover before 10', 'Dancing'],
  prices: [['free', 3], ['low', 4], ['medium', 1]],
  ages: [['adult']],
  starts: ['21:30', '22:00', '22:30'],
  durations: [150, 180, 210],
  recurrences: [['nightly', 1]],
  online: 0,
};

/** How many of the generated events are late shows (LATE_SHOW_TEMPLATE). */
export const LATE_SHOWS = 40;

export const PRICE_INFORMATION: Readonly<Record<PriceTier, readonly string[]>> = {
  free: ['Free', 'Free; donations welcome', 'Free and open to the public', 'Free with museum admission', ''],
  low: ['$10', '$15 adults, $10 students, children under 12 free', '$5 suggested donation', '$20 at the door, $15 in advance', '$12'],
  medium: ['$35', '$45 general admission', '$25–$60', '$40 adults, $30 seniors and students', '$55 including dinner'],
  high: ['$85', '$95 orchestra, $120 premium seating', '$150 per person, includes dinner', '$80–$175'],
};
