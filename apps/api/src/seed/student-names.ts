/**
 * Names of the generated students and counsellors (`npm run seed -- --students N`): common Indian
 * given names and surnames, so a search for "priya" or "sharma" matches about as many rows as it
 * would in a real consultancy's list. A few carry an apostrophe or a space (CSV and search edge cases).
 */
const listOf = (text: string) => text.split(',').map((name) => name.trim());

export const GIVEN_NAMES: readonly string[] = listOf(`
  Aarav, Aditi, Aditya, Akash, Amit, Ananya, Anika, Anjali, Ankit, Arjun, Aryan, Ayesha, Bhavna,
  Chetan, Deepak, Deepika, Dev, Dhruv, Divya, Farhan, Gaurav, Harsh, Ishaan, Isha, Jaya, Karan,
  Kavya, Kiran, Krishna, Kunal, Lakshmi, Mahesh, Manish, Meera, Mohit, Nandini, Naveen, Neha,
  Nikhil, Nisha, Pooja, Pranav, Priya, Rahul, Rajesh, Ravi, Riya, Rohan, Sahil, Sai, Sakshi,
  Sameer, Sana, Sanjay, Shreya, Siddharth, Simran, Sneha, Suresh, Tanvi, Tanya, Tejas, Uday, Varun,
  Vikram, Vivek, Yash, Zara, Abhishek, Aishwarya, Farah, Gurpreet, Harpreet, Imran, Joseph,
  Lavanya, Mohammed, Navneet, Omkar, Parth, Rekha, Shilpa, Sunita, Vidya, Anil, Bhuvan, Christina,
  Fatima, Keerthi, Sruthi
`);

export const SURNAMES: readonly string[] = listOf(`
  Sharma, Verma, Gupta, Singh, Kumar, Patel, Shah, Mehta, Joshi, Desai, Reddy, Rao, Naidu, Iyer,
  Iyengar, Nair, Menon, Pillai, Kurian, Thomas, Das, Bose, Banerjee, Chatterjee, Mukherjee, Ghosh,
  Sen, Dutta, Roy, Saha, Khan, Ahmed, Qureshi, Siddiqui, Ansari, Sheikh, Malik, Mirza, Hussain,
  Ali, Kapoor, Khanna, Malhotra, Chopra, Arora, Bhatia, Sethi, Ahuja, Bajaj, Chawla, Kulkarni,
  Deshpande, Patil, Jadhav, Pawar, Shinde, Gokhale, Apte, Bhat, Hegde, Gill, Sandhu, Dhillon,
  Grewal, Sidhu, Agarwal, Jain, Bansal, Goyal, Mittal, Fernandes, D'Souza, Pereira, Rodrigues,
  Dsouza, Krishnan, Subramanian, Venkatesh, Mishra, Tiwari, Pandey, Dubey, Tripathi, Chauhan,
  Rathore, Yadav, De Silva, Sinha
`);
