// Bengali texts the server sends to students (spec §5 and §8, decisions.md), in the spec's words
// but addressed as তুমি like the rest of the app (README, Product notes). The client maps some of
// them again for its toasts, so both say exactly the same.
export const bnMessages = {
  requiredFields: 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো',
  loginRequired: 'অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও',
  phonePrefix: 'মোবাইল নম্বর +880 দিয়ে শুরু করো',
  phoneInvalid: 'সঠিক মোবাইল নম্বর দাও',
  passwordMin8: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  passwordMin6: 'পাসওয়ার্ড কমপক্ষে ৬ সংখ্যার হতে হবে',
  usernameFormat: 'ইউজারনেম ৩ থেকে ৩০ অক্ষরের হতে হবে, আর তাতে শুধু ইংরেজি অক্ষর, সংখ্যা, _ ও . থাকতে পারবে',
  classRange: 'শ্রেণি ৬ থেকে ১০ এর মধ্যে বেছে নাও',
  currentPasswordRequired: 'বর্তমান পাসওয়ার্ড প্রয়োজন',
  newPasswordRequired: 'নতুন পাসওয়ার্ড প্রয়োজন',
  confirmPasswordRequired: 'পাসওয়ার্ড নিশ্চিত করো',
  passwordMismatch: 'নতুন পাসওয়ার্ড মিল নেই',
  messageEmpty: 'প্রশ্ন লেখো',
  messageTooLong: 'প্রশ্নটি ১০০০ অক্ষরের মধ্যে রাখো',
  invalidInput: 'পাঠানো তথ্য সঠিক নয়',
  textTooLong: 'লেখাটি অনেক বড়',
} as const;
