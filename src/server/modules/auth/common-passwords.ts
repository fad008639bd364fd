// Passwords attackers try first: the best-known leaked favourites plus the usual decorations
// of common words and Indian names. Only entries of 8+ characters matter (shorter ones fail the
// length rule), and the check ignores case, so "Password@123" counts as "password@123".

const WELL_KNOWN = `
password password1 password12 password123 password1234 password12345 passw0rd p@ssw0rd p@ssword
pa$$word pa55word passw0rd1 password! password@ password@1 password@12 password@123 password#123
12345678 123456789 1234567890 12345678910 0987654321 87654321 987654321 11111111 111111111
1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666 77777777
88888888 99999999 12121212 13131313 11223344 12344321 12341234 123123123 123321123 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc qwertyuiop qwerty123 qwerty1234 qwerty12345
qwertyui qwerty12 qwerty@123 qwer1234 qweasdzxc qazwsxedc qazwsx123 asdfghjkl asdfghjk asdf1234
zxcvbnm1 zxcvbnm123 abcd1234 abcdefgh abcdefg1 abcdef123 abc12345 abc123456 a1b2c3d4 aa123456
aa12345678 a12345678 a123456789 iloveyou iloveyou1 iloveyou2 iloveyou123 iloveu123 sunshine
sunshine1 princess princess1 football football1 baseball basketball superman batman123 trustno1
letmein1 letmein123 welcome1 welcome12 welcome123 welcome@123 whatever starwars dragon123
monkey123 master123 shadow123 michael1 jennifer jordan23 computer internet samsung1 samsung123
nokia1234 iphone12 iphone123 google123 facebook facebook1 instagram whatsapp charlie1 liverpool
chelsea1 arsenal1 manchester blink182 pokemon1 naruto123 minecraft fortnite changeme changeme1
secret123 default1 administrator admin123 admin1234 admin12345 admin@123 admin@1234 root1234
toor1234 guest123 user1234 test1234 test12345 testtest testing123 demo1234 login123 access14
hello123 hello1234 helloworld hellohello freedom1 qwerty11 1password 123password mypassword
mypassword1 lovely123 loveyou1 lovelove sweetheart babygirl1 angel123 flower123 butterfly
chocolate cookie123 summer2024 summer2025 winter2024 spring2024 autumn2024 january1 december
password2023 password2024 password2025 welcome2024 welcome2025 india123 india1234 india@123
india12345 indian123 bharat123 hindustan jaihind1 jaihind123 vandemataram mumbai123 delhi123
bangalore chennai123 kolkata123 hyderabad pune1234 jaipur123 cricket1 cricket123 sachin10
sachin123 dhoni007 dhoni1234 virat18 virat123 kohli18 mahadev1 harharmahadev jaishreeram
jaishriram jaimatadi omnamahshivaya omsairam sairam123 sairam1234 waheguru waheguru1
allahakbar bismillah bismillah1 mashallah bollywood shahrukh salman123 qwerty007 bond007
james007 agent007 angle123 angle1234 angle@123 beauty123 makeup123 lipstick cosmetics
`;

const WORDS = `
password admin welcome qwerty india iloveyou sunshine princess monkey dragon master shadow
football cricket krishna ganesh ganesha shiva shivaji hanuman ramesh suresh mahesh rajesh
ganapati lakshmi saraswati durga priya pooja puja neha anjali deepak deepika rahul rohit
amit sunil anil vijay ajay sanjay manoj vikram arjun karan kiran sneha divya kavya riya
aarti ankit ankita nikhil nisha prakash pradeep sandeep santosh sachin virat dhoni mumbai
delhi chennai kolkata bangalore hyderabad pune jaipur kerala punjab gujarat bharat hindustan
sairam omsai jaimata ammu amma appa papa mummy family friends flower beauty makeup
`;

const DECORATIONS = `
1 12 123 1234 12345 123456 @123 @1234 @12345 #123 ! @1 007 786 143
2020 2021 2022 2023 2024 2025 @2024 @2025
`;

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

function buildList(): Set<string> {
  const list = new Set(words(WELL_KNOWN));
  for (const word of words(WORDS)) {
    list.add(word);
    list.add(word + word);
    for (const decoration of words(DECORATIONS)) list.add(word + decoration);
  }
  for (const entry of list) if (entry.length < 8) list.delete(entry);
  return list;
}

const COMMON_PASSWORDS = buildList();

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** For the tests and the docs: how many passwords the list holds. */
export const commonPasswordCount = () => COMMON_PASSWORDS.size;
