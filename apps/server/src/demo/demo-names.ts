/** Names, occupations and the like for demo members: English and Spanish, accents included. */
export const FIRST_NAMES = {
  Male: ['James', 'John', 'Michael', 'David', 'William', 'Thomas', 'Daniel', 'Matthew', 'Andrew', 'Liam', 'Noah', 'Oliver', 'José', 'Jesús', 'Andrés', 'Martín', 'Sebastián', 'Nicolás', 'Tomás', 'Joaquín', 'Raúl', 'Íñigo', 'Álvaro', 'Ramón', 'Julián', 'Hernán', 'Rubén', 'Adrián', 'Mateo', 'Diego'],
  Female: ['Mary', 'Elizabeth', 'Sarah', 'Emily', 'Hannah', 'Grace', 'Olivia', 'Emma', 'Charlotte', 'Chloe', 'Abigail', 'Megan', 'María', 'Lucía', 'Sofía', 'Valentina', 'Inés', 'Begoña', 'Mónica', 'Verónica', 'Ángela', 'Raquel', 'Beatriz', 'Jimena', 'Itziar', 'Noemí', 'Araceli', 'Guadalupe', 'Elena', 'Pilar'],
} as const;

export const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Martin', 'Thompson', 'White', "O'Brien", 'MacDonald', 'Tremblay', 'Gagnon', 'Côté', 'García', 'Martínez', 'Rodríguez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Hernández', 'Jiménez', 'Muñoz', 'Álvarez', 'Gómez', 'Díaz', 'Núñez', 'Peña', 'Ibáñez', 'Castillo', 'Ortega', 'Domínguez', 'Vázquez', 'Ruíz', 'Fernández'];

export const OCCUPATIONS = ['Teacher', 'Nurse', 'Accountant', 'Electrician', 'Software developer', 'Retired', 'Student', 'Chef', 'Carpenter', 'Pharmacist', 'Social worker', 'Bus driver', 'Enfermera', 'Ingeniero civil', 'Abogada', 'Contador público'];
export const EDUCATION = ['High school', 'College diploma', "Bachelor's degree", "Master's degree", 'Doctorate', 'Trade certificate', 'Licenciatura', 'Bachillerato'];
export const WORK_SCHEDULES = ['Weekdays 9 to 5', 'Evenings', 'Night shifts', 'Weekends', 'Flexible', 'Part time mornings', 'Turno de tarde'];
export const HOBBIES = ['Choir', 'Gardening', 'Soccer', 'Reading', 'Hiking', 'Cooking', 'Painting', 'Chess', 'Guitar', 'Volunteering', 'Fútbol', 'Cocina tradicional', 'Bailar salsa'];
export const MEDICAL = ['Asthma', 'Type 2 diabetes', 'High blood pressure', 'Uses a wheelchair', 'Epilepsy (controlled)'];
export const DIETS = ['Vegetarian', 'Vegan', 'Halal', 'Kosher', 'Gluten-free', 'Low sodium', 'Sin lactosa'];
export const ALLERGIES = ['Peanuts', 'Tree nuts', 'Shellfish', 'Eggs', 'Milk', 'Soy', 'Penicillin', 'Mariscos'];
